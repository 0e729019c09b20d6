#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-thai.json and hb-shape-lao.json: HarfBuzz's
shaping (uharfbuzz, default features, left to right) of Thai and Lao samples in the bundled
NotoSansThai-Regular.ttf and NotoSansLao-Regular.ttf, for ThaiLaoTests to compare with: SARA AM
decomposition, tone marks stacked on above vowels and on NIKHAHIT, below vowels under
consonants with descenders, leading vowels, digits and signs.

Usage (once; uharfbuzz is a development tool, never a runtime dependency):
    Tools/.venv/bin/python Tools/text/hb_thai.py
"""
import os

from hb_latin import FONTS, load, write_fixture

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURES = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures")
THAI = [
    "สวัสดีครับ",
    "ภาษาไทย",
    "น้ำ",                 # SARA AM after a tone mark: NIKHAHIT moves before it
    "กำลัง",
    "ทำงาน",
    "ค่ำคืน",
    "ปั้น",                # tone mark on MAI HAN-AKAT
    "ที่นี่",
    "ผู้ใหญ่",
    "ญาติ",
    "ฐาน",
    "กฎหมาย",
    "ฎีกา",
    "ปู่ย่า",
    "เปิด",
    "แก้ไข",
    "โทรศัพท์",
    "ไม่ใช่",
    "ใจดี",
    "เกี๊ยว",
    "ก๋วยเตี๋ยว",
    "พฤษภาคม",
    "ฤดูร้อน",
    "ศุกร์",
    "สิทธิ์",
    "บ่ายสามโมง",
    "กรุงเทพมหานคร",
    "ประเทศไทย",
    "ขอบคุณมาก",
    "วันจันทร์",
    "๑๒๓๔",
    "ฯลฯ",
    "มากๆ",
    "ป่ำ",                 # tone mark then SARA AM on a tall consonant
    "ฟ้ำ",
]
LAO = [
    "ສະບາຍດີ",
    "ພາສາລາວ",
    "ນ້ຳ",                 # SARA AM after a tone mark
    "ຂອບໃຈ",
    "ເມືອງ",
    "ປະເທດລາວ",
    "ວຽງຈັນ",
    "ຫຼວງພະບາງ",
    "ກິນເຂົ້າ",
    "ບໍ່ເປັນຫຍັງ",
]


def main():
    thai = os.path.join(FIXTURES, "hb-shape-thai.json")
    write_fixture(thai, "NotoSansThai-Regular.ttf", load(os.path.join(FONTS, "NotoSansThai-Regular.ttf")), THAI)
    lao = os.path.join(FIXTURES, "hb-shape-lao.json")
    write_fixture(lao, "NotoSansLao-Regular.ttf", load(os.path.join(FONTS, "NotoSansLao-Regular.ttf")), LAO)
    print("wrote", thai, lao)


if __name__ == "__main__":
    main()
