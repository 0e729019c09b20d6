#ifndef CS_UNOPTIMISED_X86_64_H
#define CS_UNOPTIMISED_X86_64_H

// Hand-scheduled x86-64 loops for an unoptimised build (clang -O0 keeps every C or vector statement
// in memory: a 64-bit vector multiply or a div255 lane step costs tens of instructions there). They
// compute exactly the arithmetic of the C they stand for in kernels.c, which an optimised build
// and every other architecture use. SSE2 only (part of the x86-64 baseline).
#if defined(__x86_64__) && !defined(__OPTIMIZE__)
#define CS_ASM_X86_64 1

#include <stddef.h>
#include <stdint.h>

// The pixel hash's four lanes over `blocks` whole 32-byte blocks from `p` (little-endian words):
// lane k += word k * P2, rotated left 31, times P1 — as HASH_ROUND in kernels.c.
static inline __attribute__((always_inline)) void cs_hash_blocks_x86_64(const uint8_t *p, size_t blocks,
                                                                        uint64_t lanes[4]) {
    if (blocks == 0) return;
    uint64_t a = lanes[0], b = lanes[1], c = lanes[2], d = lanes[3], t, u;
    const uint64_t p1 = 0x9E3779B185EBCA87ULL, p2 = 0xC2B2AE3D27D4EB4FULL;
    const uint8_t *end = p + blocks * 32;
    __asm__("1:\n\t"
            "movq (%[p]), %[t]\n\t"
            "movq 8(%[p]), %[u]\n\t"
            "imulq %[p2], %[t]\n\t"
            "imulq %[p2], %[u]\n\t"
            "addq %[t], %[a]\n\t"
            "addq %[u], %[b]\n\t"
            "rolq $31, %[a]\n\t"
            "rolq $31, %[b]\n\t"
            "imulq %[p1], %[a]\n\t"
            "imulq %[p1], %[b]\n\t"
            "movq 16(%[p]), %[t]\n\t"
            "movq 24(%[p]), %[u]\n\t"
            "imulq %[p2], %[t]\n\t"
            "imulq %[p2], %[u]\n\t"
            "addq %[t], %[c]\n\t"
            "addq %[u], %[d]\n\t"
            "rolq $31, %[c]\n\t"
            "rolq $31, %[d]\n\t"
            "imulq %[p1], %[c]\n\t"
            "imulq %[p1], %[d]\n\t"
            "addq $32, %[p]\n\t"
            "cmpq %[end], %[p]\n\t"
            "jb 1b"
            : [a] "+r"(a), [b] "+r"(b), [c] "+r"(c), [d] "+r"(d), [p] "+r"(p), [t] "=&r"(t), [u] "=&r"(u)
            : [p1] "r"(p1), [p2] "r"(p2), [end] "r"(end)
            : "cc", "memory");
    lanes[0] = a;
    lanes[1] = b;
    lanes[2] = c;
    lanes[3] = d;
}

// div255 on the eight 16-bit lanes of register X: X = ((X + 128) + ((X + 128) >> 8)) >> 8, with
// xmm7 holding 128 in every lane and T a scratch register.
#define CS_DIV255_XMM(X, T) \
    "paddw %%xmm7, %%" X "\n\t" \
    "movdqa %%" X ", %%" T "\n\t" \
    "psrlw $8, %%" T "\n\t" \
    "paddw %%" T ", %%" X "\n\t" \
    "psrlw $8, %%" X "\n\t"

// Eight opaque pixels at `p` (32 bytes, R G B A each) through their eight coverage bytes, in
// place: blend_four of kernels.c on both halves. `k` holds five vectors of eight 16-bit lanes:
// the low colour (R, B, ...), the high colour (G, A, ...), alpha, 128 and 255.
static inline __attribute__((always_inline)) void cs_blend_eight_x86_64(uint8_t *p, const uint8_t *coverage,
                                                                        const uint16_t *k) {
    __asm__("movdqu 48(%[k]), %%xmm7\n\t"
            "movq (%[cov]), %%xmm0\n\t"
            "punpcklbw %%xmm0, %%xmm0\n\t"       // c0 c0 c1 c1 ... c7 c7 as bytes
            "movdqa %%xmm0, %%xmm6\n\t"
            "pxor %%xmm1, %%xmm1\n\t"
            "punpcklbw %%xmm1, %%xmm0\n\t"       // m of pixels 0-3 as 16-bit lanes
            "punpckhbw %%xmm1, %%xmm6\n\t"       // m of pixels 4-7
            // Pixels 0-3 (m in xmm0).
            "movdqu 32(%[k]), %%xmm1\n\t"
            "pmullw %%xmm0, %%xmm1\n\t"          // alpha * m
            CS_DIV255_XMM("xmm1", "xmm5")
            "movdqu 64(%[k]), %%xmm2\n\t"
            "psubw %%xmm1, %%xmm2\n\t"           // ia = 255 - div255(alpha * m)
            "movdqu (%[p]), %%xmm3\n\t"
            "movdqa %%xmm3, %%xmm4\n\t"
            "psllw $8, %%xmm3\n\t"
            "psrlw $8, %%xmm3\n\t"               // d & 255
            "psrlw $8, %%xmm4\n\t"               // d >> 8
            "pmullw %%xmm2, %%xmm3\n\t"
            "pmullw %%xmm2, %%xmm4\n\t"
            CS_DIV255_XMM("xmm3", "xmm5")
            CS_DIV255_XMM("xmm4", "xmm5")
            "movdqu (%[k]), %%xmm1\n\t"
            "pmullw %%xmm0, %%xmm1\n\t"          // low colour * m
            CS_DIV255_XMM("xmm1", "xmm5")
            "paddw %%xmm1, %%xmm3\n\t"           // lo
            "movdqu 16(%[k]), %%xmm1\n\t"
            "pmullw %%xmm0, %%xmm1\n\t"          // high colour * m
            CS_DIV255_XMM("xmm1", "xmm5")
            "paddw %%xmm1, %%xmm4\n\t"           // hi
            "psllw $8, %%xmm4\n\t"
            "por %%xmm4, %%xmm3\n\t"
            "movdqu %%xmm3, (%[p])\n\t"
            // Pixels 4-7 (m in xmm6).
            "movdqu 32(%[k]), %%xmm1\n\t"
            "pmullw %%xmm6, %%xmm1\n\t"
            CS_DIV255_XMM("xmm1", "xmm5")
            "movdqu 64(%[k]), %%xmm2\n\t"
            "psubw %%xmm1, %%xmm2\n\t"
            "movdqu 16(%[p]), %%xmm3\n\t"
            "movdqa %%xmm3, %%xmm4\n\t"
            "psllw $8, %%xmm3\n\t"
            "psrlw $8, %%xmm3\n\t"
            "psrlw $8, %%xmm4\n\t"
            "pmullw %%xmm2, %%xmm3\n\t"
            "pmullw %%xmm2, %%xmm4\n\t"
            CS_DIV255_XMM("xmm3", "xmm5")
            CS_DIV255_XMM("xmm4", "xmm5")
            "movdqu (%[k]), %%xmm1\n\t"
            "pmullw %%xmm6, %%xmm1\n\t"
            CS_DIV255_XMM("xmm1", "xmm5")
            "paddw %%xmm1, %%xmm3\n\t"
            "movdqu 16(%[k]), %%xmm1\n\t"
            "pmullw %%xmm6, %%xmm1\n\t"
            CS_DIV255_XMM("xmm1", "xmm5")
            "paddw %%xmm1, %%xmm4\n\t"
            "psllw $8, %%xmm4\n\t"
            "por %%xmm4, %%xmm3\n\t"
            "movdqu %%xmm3, 16(%[p])"
            :
            : [p] "r"(p), [cov] "r"(coverage), [k] "r"(k)
            : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "memory");
}

#endif
#endif
