#!/usr/bin/env python3
"""Generates the terminal display-width table of the playground's grid as Swift.

Regenerate (Debian/Ubuntu; the package installs the UCD under /usr/share/unicode):

    apt-get update && apt-get install -y unicode-data
    python3 scripts/generate-display-width-table.py [UCD_DIRECTORY]

Inputs (UCD_DIRECTORY defaults to /usr/share/unicode; the same Unicode version as the word-break
tables, which the script checks):
    EastAsianWidth.txt                       East_Asian_Width (UAX #11): W and F are two columns
    emoji/emoji-data.txt                     Emoji_Presentation (two columns) and Emoji
    extracted/DerivedGeneralCategory.txt     marks and format characters (zero columns)
    PropList.txt                             Prepended_Concatenation_Mark (visible format characters)

Output:
    Sources/KeycraftPlayground/Grid/DisplayWidthTable.swift

Widths of one code point, as terminals draw it (the convention of wcwidth in C libraries):
    0  Mn and Me (combining marks), Cf (format characters such as ZWJ) except U+00AD SOFT HYPHEN and
       the Prepended_Concatenation_Marks (U+0600 ARABIC NUMBER SIGN, …), which are drawn; Cc, Zl and
       Zp (controls and line separators take no cell in the grid); and the Hangul medial vowels and
       final consonants U+1160..U+11FF and U+D7B0..U+D7FF (they join the initial consonant before them)
    2  East_Asian_Width W or F (with UAX #11's defaults for unassigned code points in the CJK
       blocks and planes 2 and 3), or Emoji_Presentation
    1  everything else, spacing marks (Mc) included
Each range's value packs the width in the low bits and Emoji in bit 7 (an emoji followed by VS16 is
presented as a two-column emoji). Code points in no range are width 1 and not Emoji.
"""

import os
import re
import sys

from ucd_tables import compress, read_ranges, wrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
OUTPUT = "Sources/KeycraftPlayground/Grid/DisplayWidthTable.swift"
WORD_BREAK_TABLE = "Sources/KeycraftText/WordBoundaries/WordBreakPropertyTable.swift"
EMOJI_BIT = 0x80

# UAX #11 (EastAsianWidth.txt's header): unassigned code points here default to W.
WIDE_BY_DEFAULT = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]
HANGUL_JOINING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]



def read_version(path):
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = re.search(r"-(\d+\.\d+\.\d+)\.txt", line)
            if match:
                return match.group(1)
            if not line.startswith("#"):
                break
    return None


def check_versions():
    with open(os.path.join(ROOT, WORD_BREAK_TABLE), encoding="utf-8") as file:
        word_break = re.search(r'unicodeVersion = "([\d.]+)"', file.read()).group(1)
    east_asian = read_version(os.path.join(UCD, "EastAsianWidth.txt"))
    categories = read_version(os.path.join(UCD, "extracted/DerivedGeneralCategory.txt"))
    properties = read_version(os.path.join(UCD, "PropList.txt"))
    if not east_asian == categories == properties == word_break:
        sys.exit(f"the UCD in {UCD} is Unicode {east_asian}/{categories}/{properties}; the word-break tables are {word_break}")
    with open(os.path.join(UCD, "emoji/emoji-data.txt"), encoding="utf-8") as file:
        header = file.read(2000)
    major_minor = ".".join(word_break.split(".")[:2])
    if f"Emoji Version {major_minor}" not in header:
        sys.exit(f"emoji/emoji-data.txt is not for Emoji Version {major_minor}")
    with open(os.path.join(UCD, "EastAsianWidth.txt"), encoding="utf-8") as file:
        header = file.read(3000)
    for first, last in WIDE_BY_DEFAULT:
        if f"U+{first:04X}..U+{last:04X}" not in header:
            sys.exit(f"EastAsianWidth.txt no longer says U+{first:04X}..U+{last:04X} defaults to W: update WIDE_BY_DEFAULT")
    return word_break


def build_values():
    values = bytearray([1]) * 0x110000
    for first, last in WIDE_BY_DEFAULT:
        values[first:last + 1] = bytes([2]) * (last - first + 1)
    for first, last, width in read_ranges(os.path.join(UCD, "EastAsianWidth.txt")):
        value = 2 if width in ("W", "F") else 1
        values[first:last + 1] = bytes([value]) * (last - first + 1)
    emoji = os.path.join(UCD, "emoji/emoji-data.txt")
    for first, last, _ in read_ranges(emoji, {"Emoji_Presentation"}):
        values[first:last + 1] = bytes([2]) * (last - first + 1)
    categories = os.path.join(UCD, "extracted/DerivedGeneralCategory.txt")
    for first, last, category in read_ranges(categories, {"Mn", "Me", "Cf", "Cc", "Zl", "Zp"}):
        for code_point in range(first, last + 1):
            if code_point != 0xAD:
                values[code_point] = 0
    for first, last, _ in read_ranges(os.path.join(UCD, "PropList.txt"), {"Prepended_Concatenation_Mark"}):
        values[first:last + 1] = bytes([1]) * (last - first + 1)
    for first, last in HANGUL_JOINING_JAMO:
        values[first:last + 1] = bytes(last - first + 1)
    for first, last, _ in read_ranges(emoji, {"Emoji"}):
        for code_point in range(first, last + 1):
            values[code_point] |= EMOJI_BIT
    for code_point in range(0xD800, 0xE000):  # surrogates are not scalars
        values[code_point] = 1
    return values


def write_table(version, ranges):
    source = f"""// GENERATED by scripts/generate-display-width-table.py — do not edit.
// Unicode {version}: EastAsianWidth.txt, emoji/emoji-data.txt (Emoji_Presentation, Emoji),
// extracted/DerivedGeneralCategory.txt and PropList.txt of the Unicode Character Database,
// https://www.unicode.org/Public/{version}/ucd/

/// Terminal columns per code point: the width (0, 1 or 2) in the low bits, Emoji in bit 7. Code points
/// outside every range are one column and not Emoji. See the script for the rules.
enum DisplayWidthTable {{
    static let unicodeVersion = "{version}"

    static let emojiBit: UInt8 = 0x{EMOJI_BIT:02X}

    /// First code point of each range, ascending.
    static let rangeStarts: [UInt32] = [
{wrap(f"0x{first:X}" for first, _, _ in ranges)}
    ]

    /// Last code point of each range (inclusive).
    static let rangeEnds: [UInt32] = [
{wrap(f"0x{last:X}" for _, last, _ in ranges)}
    ]

    /// The packed value of each range.
    static let rangeValues: [UInt8] = [
{wrap(f"0x{value:02X}" for _, _, value in ranges)}
    ]
}}
"""
    with open(os.path.join(ROOT, OUTPUT), "w", encoding="utf-8") as file:
        file.write(source)


def main():
    version = check_versions()
    values = build_values()
    ranges = compress(values, default=1)
    write_table(version, ranges)
    print(f"Unicode {version}: {len(ranges)} ranges -> {OUTPUT}")
    return values


if __name__ == "__main__":
    main()
