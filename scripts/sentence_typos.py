"""Sentences with typing slips, to measure what autocorrect fixes and what it damages (Keycraft's benchmark).

Prose: public-domain books of Project Gutenberg as NLTK's corpus carries them (../shared/data/en/gutenberg/
when there, else NLTK's published archive). Nothing by James Joyce is read (his works are held out), and
nothing is tuned to these files beyond the few thresholds the benchmark reports.

One word in ten of three letters or more gets one slip — a neighbouring key (40%), a letter dropped,
doubled, or two letters swapped (20% each) — unless the slip spells another word (no speller could know).
Every other word is left as written, and autocorrect must leave it so.

The benchmark measures on BOOKS (held out: the language model never reads them). Thresholds are
calibrated on DEVELOPMENT_BOOKS, written out by
    python3 scripts/sentence_typos.py WORDS_FILE OUT.tsv
(lines: typed sentence, intended sentence, the slipped words' positions, tab-separated), which
`keycraft-benchmarks sentences` reads from KEYCRAFT_SENTENCES. `--books NAME[,NAME…]` takes the sentences
from some development books only: with a model that has not read them (`language_model.py --leave-out`,
read by the benchmark from KEYCRAFT_SENTENCES_MODEL), they measure correction on unread prose, as the
held-out books do, without looking at those.
"""
import io
import os
import random
import re
import urllib.request
import zipfile

BOOKS = ["austen-persuasion.txt", "chesterton-thursday.txt", "melville-moby_dick.txt", "edgeworth-parents.txt"]
# Other public-domain books of the same corpus, for calibration only (never the held-out BOOKS).
DEVELOPMENT_BOOKS = ["austen-emma.txt", "austen-sense.txt", "chesterton-ball.txt", "chesterton-brown.txt",
                     "bryant-stories.txt", "carroll-alice.txt"]
ARCHIVE = "https://raw.githubusercontent.com/nltk/nltk_data/gh-pages/packages/corpora/gutenberg.zip"
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
POSITION = {key: (column + (0, 0.5, 1.5)[row], row) for row, keys in enumerate(ROWS) for column, key in enumerate(keys)}
WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")


def neighbours(key):
    x, y = POSITION[key]
    return [k for k, (a, b) in POSITION.items() if k != key and (a - x) ** 2 + (b - y) ** 2 < 1.2 ** 2]


def books(names=BOOKS):
    """The text of each book in `names` (never Joyce's)."""
    local = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data", "en", "gutenberg")
    texts = {}
    if os.path.isdir(local):
        for name in names:
            with open(os.path.join(local, name), encoding="latin-1") as source:
                texts[name] = source.read()
    else:
        archive = zipfile.ZipFile(io.BytesIO(urllib.request.urlopen(ARCHIVE).read()))
        for name in names:
            texts[name] = archive.read("gutenberg/" + name).decode("latin-1")
    assert not any("joyce" in name.lower() for name in texts)
    return texts


def detokenized(text):
    """Plain prose from the corpus's tokenized text (do n't → don't, `` and '' → ", no space before ,.;:!?)."""
    text = text.replace("``", '"').replace("''", '"')
    text = re.sub(r" (n't|'s|'ll|'re|'ve|'d|'m)\b", r"\1", text)
    text = re.sub(r" ([,.;:!?)])", r"\1", text)
    return re.sub(r"\( ", "(", text)


def slip(word, rng):
    letters = list(word)
    at = rng.randrange(len(letters))
    kind = rng.random()
    if kind < 0.4 and letters[at].lower() in POSITION:
        other = rng.choice(neighbours(letters[at].lower()))
        letters[at] = other.upper() if letters[at].isupper() else other
    elif kind < 0.6:
        del letters[at]
    elif kind < 0.8:
        letters.insert(at, letters[at])
    elif at + 1 < len(letters):
        letters[at], letters[at + 1] = letters[at + 1], letters[at]
    else:
        del letters[at]
    return "".join(letters)


def sentences(known, count=2000, seed=3, names=BOOKS):
    """`count` (typed line, intended line, positions of slipped words) from the sentences of `names`."""
    rng = random.Random(seed)
    lines = []
    for text in books(names).values():
        body = detokenized(re.sub(r"\s+", " ", text))
        lines += [s.strip() for s in re.split(r"(?<=[.!?])\s+", body) if 6 <= len(s.split()) <= 40]
    rng.shuffle(lines)
    result = []
    for line in lines[:count]:
        pieces = re.split(r"(" + WORD.pattern + ")", line)
        slipped = []
        for i in range(1, len(pieces), 2):
            word = pieces[i]
            if len(word) >= 3 and "'" not in word and rng.random() < 0.1:
                typed = slip(word, rng)
                if typed.lower() not in known:
                    pieces[i] = typed
                    slipped.append(i // 2)
        result.append(("".join(pieces), line, slipped))
    return result


def score(cases, corrected):
    """(slipped words fixed, slipped words, correct words changed, correct words)."""
    fixed = slipped_total = damaged = correct_total = 0
    for (typed, intended, slipped), out in zip(cases, corrected):
        want, got = WORD.findall(intended), WORD.findall(out)
        if len(want) != len(got):
            got = (got + [""] * len(want))[:len(want)]
        for i, word in enumerate(want):
            if i in slipped:
                slipped_total += 1
                fixed += got[i] == word
            else:
                correct_total += 1
                damaged += got[i] != word
    return fixed, slipped_total, damaged, correct_total


if __name__ == "__main__":
    import sys
    words_file, out = sys.argv[1], sys.argv[2]
    with open(words_file) as source:
        known = {line.split()[0] for line in source if line.strip()}
    assert not set(DEVELOPMENT_BOOKS) & set(BOOKS)
    names = sys.argv[sys.argv.index("--books") + 1].split(",") if "--books" in sys.argv else DEVELOPMENT_BOOKS
    assert set(names) <= set(DEVELOPMENT_BOOKS), "--books: development books only"
    with open(out, "w") as sink:
        for typed, intended, slipped in sentences(known, count=4000, seed=5, names=names):
            sink.write(f"{typed}\t{intended}\t{','.join(map(str, slipped))}\n")
