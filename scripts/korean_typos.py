"""Keystroke typos of Korean words on the two-set (dubeolsik) layout, written for Keycraft's benchmark.

A word is spelt out as the keys a two-set keyboard types (compound vowels and finals as two keys,
doubled consonants as one shifted key), one keystroke goes wrong — a neighbouring key, a key dropped,
a key doubled or two neighbouring keystrokes swapped, each kind equally likely — and the keys are
composed back into text as the system's Korean keyboard composes them. Typos that spell a word of the
list are left out (no speller could know). The facts used: Unicode's syllable formula (§3.12) and the
KS X 5002 key assignment; the composition follows the usual two-set automaton.
"""
import random

LEADS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
VOWELS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
TAILS = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"
COMPOUND_VOWELS = {"ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ"}
COMPOUND_TAILS = {"ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ",
                  "ㄹㅌ": "ㄾ", "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ"}
SPLIT = {v: k for k, v in {**COMPOUND_VOWELS, **COMPOUND_TAILS}.items()}
ROWS = ["ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅌㅊㅍㅠㅜㅡ"]
SHIFTED = {"ㅃ": "ㅂ", "ㅉ": "ㅈ", "ㄸ": "ㄷ", "ㄲ": "ㄱ", "ㅆ": "ㅅ", "ㅒ": "ㅐ", "ㅖ": "ㅔ"}
POSITION = {key: (column + (0, 0.5, 1.5)[row], row) for row, keys in enumerate(ROWS) for column, key in enumerate(keys)}


def neighbours(key):
    x, y = POSITION[SHIFTED.get(key, key)]
    return [k for k, (a, b) in POSITION.items() if k != SHIFTED.get(key, key) and (a - x) ** 2 + (b - y) ** 2 < 1.2 ** 2]


def keystrokes(word):
    keys = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            keys.append(LEADS[code // 588])
            keys.extend(SPLIT.get(VOWELS[code % 588 // 28], VOWELS[code % 588 // 28]))
            if code % 28:
                keys.extend(SPLIT.get(TAILS[code % 28 - 1], TAILS[code % 28 - 1]))
        else:
            keys.extend(SPLIT.get(ch, ch))
    return keys


def compose(keys):
    """The text a two-set keyboard leaves for `keys`."""
    out, lead, vowel, tail = [], None, None, None

    def flush():
        nonlocal lead, vowel, tail
        if lead and vowel:
            out.append(chr(0xAC00 + (LEADS.index(lead) * 21 + VOWELS.index(vowel)) * 28 + (TAILS.index(tail) + 1 if tail else 0)))
        else:
            out.extend(c for c in (lead, vowel) if c)
        lead = vowel = tail = None

    for key in keys:
        if key in VOWELS:
            if lead and vowel and tail:
                # The tail (or a compound tail's second half) begins the next syllable.
                pair = SPLIT.get(tail)
                stays, moves = (pair[0], pair[1]) if pair else (None, tail)
                tail = stays
                flush()
                lead, vowel = moves, key
            elif vowel and not tail and vowel + key in COMPOUND_VOWELS:
                vowel = COMPOUND_VOWELS[vowel + key]
            elif vowel:
                flush()
                vowel = key
            else:
                vowel = key
        elif key in LEADS or key in TAILS:
            if lead and vowel and not tail and key in TAILS:
                tail = key
            elif lead and vowel and tail and tail + key in COMPOUND_TAILS:
                tail = COMPOUND_TAILS[tail + key]
            elif lead is None and vowel is None:
                lead = key
            else:
                flush()
                lead = key
        else:
            flush()
            out.append(key)
    flush()
    return "".join(out)


def typo(keys, rng):
    keys = list(keys)
    while True:
        kind, at = rng.randrange(4), rng.randrange(len(keys))
        if kind == 0 and SHIFTED.get(keys[at], keys[at]) in POSITION:
            keys[at] = rng.choice(neighbours(keys[at]))
        elif kind == 1 and len(keys) > 1:
            del keys[at]
        elif kind == 2:
            keys.insert(at, keys[at])
        elif kind == 3 and at + 1 < len(keys) and keys[at] != keys[at + 1]:
            keys[at], keys[at + 1] = keys[at + 1], keys[at]
        else:
            continue
        return keys


def cases(words, count, seed=26):
    """`count` (typo, intended) pairs from `words` (commonest first), one typo per word in turn."""
    rng = random.Random(seed)
    known = set(words)
    result = []
    for word in words:
        if not all("\uac00" <= c <= "\ud7a3" for c in word):
            continue
        keys = keystrokes(word)
        for _ in range(20):
            text = compose(typo(keys, rng))
            if text not in known:
                result.append((text, word))
                break
        if len(result) == count:
            break
    return result


SOURCE_URL = "https://raw.githubusercontent.com/hermitdave/FrequencyWords/master/content/2018/ko/ko_50k.txt"


def word_list():
    """(word, count) pairs of ko_50k.txt, commonest first: ../shared/data/ko/ if there, else downloaded
    (the list the Korean dictionary is built from; scripts/build-korean-dictionary.sh)."""
    import os
    import urllib.request
    local = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data", "ko", "ko_50k.txt")
    if os.path.exists(local):
        with open(local, encoding="utf-8") as source:
            text = source.read()
    else:
        text = urllib.request.urlopen(SOURCE_URL).read().decode("utf-8")
    return [(word, int(count)) for word, count in (line.split() for line in text.splitlines() if line.strip())]
