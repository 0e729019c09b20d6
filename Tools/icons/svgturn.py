"""Turns SVG path data: absolute commands out, H/V as L, arcs with their axis turned."""
import math
import re

_NUMBER = re.compile(r"[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def _commands(d):
    """(command, [numbers]) pairs; a command's repeated argument groups become separate pairs."""
    i, out, command = 0, [], None
    while i < len(d):
        ch = d[i]
        if ch in " ,\t\n":
            i += 1
            continue
        if ch.upper() in _ARGS:
            command = ch
            i += 1
            if ch in "Zz":
                out.append((ch, []))
            continue
        count = _ARGS[command.upper()]
        values = []
        while len(values) < count:
            while i < len(d) and d[i] in " ,\t\n":
                i += 1
            if command in "Aa" and len(values) in (3, 4):  # flags: one digit each
                values.append(float(d[i]))
                i += 1
                continue
            match = _NUMBER.match(d, i)
            if not match:
                raise ValueError(f"bad path data at {i}: {d[i:i + 20]!r}")
            values.append(float(match.group()))
            i = match.end()
        out.append((command, values))
        if command == "M":
            command = "L"
        elif command == "m":
            command = "l"
    return out


def _fmt(v):
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def turned(d, degrees, scale=1.0, centre=(8.0, 8.0), to=None):
    """`d` turned `degrees` clockwise (y down) about `centre`, scaled by `scale`, centred on `to`."""
    cos, sin = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    tx, ty = to if to else centre

    def point(x, y):
        x, y = x - centre[0], y - centre[1]
        return tx + scale * (x * cos - y * sin), ty + scale * (x * sin + y * cos)

    x = y = start_x = start_y = 0.0
    parts = []
    for command, v in _commands(d):
        upper, relative = command.upper(), command.islower()
        ox, oy = (x, y) if relative else (0.0, 0.0)
        if upper == "Z":
            parts.append("Z")
            x, y = start_x, start_y
            continue
        if upper == "H":
            v = [v[0] + (x if relative else 0), y]
            upper, relative, ox, oy = "L", False, 0.0, 0.0
        elif upper == "V":
            v = [x, v[0] + (y if relative else 0)]
            upper, relative, ox, oy = "L", False, 0.0, 0.0
        if upper == "A":
            rx, ry, axis, large, sweep, ex, ey = v
            ex, ey = ex + ox, ey + oy
            px, py = point(ex, ey)
            parts.append(f"A{_fmt(rx * scale)} {_fmt(ry * scale)} {_fmt((axis + degrees) % 360)} {int(large)} {int(sweep)} {_fmt(px)} {_fmt(py)}")
            x, y = ex, ey
            continue
        absolute = [(v[k] + ox, v[k + 1] + oy) for k in range(0, len(v), 2)]
        turned_points = [point(px, py) for px, py in absolute]
        parts.append(upper + " ".join(f"{_fmt(px)} {_fmt(py)}" for px, py in turned_points))
        x, y = absolute[-1]
        if upper == "M":
            start_x, start_y = x, y
    return "".join(parts)
