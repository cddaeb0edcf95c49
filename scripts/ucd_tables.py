"""What the Unicode table generators share: reading UCD property files and writing Swift arrays."""

import re
import sys

LINE = re.compile(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*([A-Za-z_]+)")


def read_ranges(path, wanted=None):
    """Yields (first, last, value) for every data line (whose value is in `wanted`, if given)."""
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            match = LINE.match(line)
            if not match:
                sys.exit(f"{path}:{number}: unreadable line {line!r}")
            first = int(match.group(1), 16)
            last = int(match.group(2) or match.group(1), 16)
            value = match.group(3)
            if wanted is None or value in wanted:
                yield first, last, value


def compress(values, default=0):
    """Runs of equal values other than `default` as (first, last, value)."""
    ranges = []
    start = 0
    for code_point in range(1, len(values) + 1):
        if code_point == len(values) or values[code_point] != values[start]:
            if values[start] != default:
                ranges.append((start, code_point - 1, values[start]))
            start = code_point
    return ranges


def wrap(items, indent="        ", width=112):
    """Swift array elements, comma-separated, in lines of at most `width` characters."""
    lines, line = [], indent
    for item in items:
        piece = item + ", "
        if len(line) + len(piece.rstrip()) > width:
            lines.append(line.rstrip())
            line = indent
        line += piece
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)
