"""Trains Keycraft's English next-word model (an interpolated Kneser–Ney trigram) and writes en.kclm.

Training text: the public-domain Project Gutenberg books of ../shared/data/en/gutenberg/ (NLTK's
selection; see its README), except the books held out for measurement (HELD_OUT): Austen's
Persuasion (prediction is measured on it), and Chesterton's Thursday, Melville's Moby Dick and
Edgeworth's Parents, which with Persuasion are the sentences the correction benchmark
(sentence_typos.py) types — a model that had read them would flatter it. Nothing by James Joyce
is read: his works are held out by the project's checks.

The lowest order mixes the books' Kneser–Ney continuation counts with the vendored word counts the
English dictionary is built from (symspellpy's frequency list, from Google Books, CC BY 3.0), so the
model knows modern words the old books lack.

Tokens: words as a keyboard sees them ([A-Za-z]+ with inner apostrophes, folded to lower case); ","
for any mark inside a sentence (, ; : — and brackets), so that "said ," predicts differently from
"said"; "<s>" twice before each sentence (a sentence ends at . ! ? or a line break).

Pruning (the whole English resource must stay under 20 MB): trigrams seen once are dropped, bigrams
seen once after a word seen fewer than MIN_CONTEXT times are dropped; the probability they held goes
to the lower order (each context's interpolation weight is 1 minus what its kept entries hold, so
every distribution still sums to 1). The vocabulary is every word seen twice in the books and the
commonest dictionary words, at most 65,535 (word numbers are 16-bit).

Usage: python3 scripts/language_model.py DATA_DIR WORDS_FILE OUTPUT            (writes the model)
       python3 scripts/language_model.py DATA_DIR WORDS_FILE --evaluate          (top-k on the held-out book)
       python3 scripts/language_model.py DATA_DIR WORDS_FILE OUTPUT --leave-out BOOK[,BOOK…]
           (a model for measurement only, never shipped: it also leaves out development books, so that
           correction can be measured on development books it has not read — as a hidden check's
           text is — with `sentence_typos.py --books` and `keycraft-benchmarks sentences`)
"""
import collections
import math
import os
import re
import struct
import sys

HELD_OUT = ["austen-persuasion.txt", "chesterton-thursday.txt", "melville-moby_dick.txt", "edgeworth-parents.txt"]
MEASURED = "austen-persuasion.txt"
WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
TOKEN = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*|[.!?\n]+|[,;:()\[\]]|--")
START, COMMA = "<s>", ","
MAX_WORDS = 65535
DICTIONARY_WORDS = 30000
MIN_CONTEXT = 3
SCALE = 1024.0   # stored values are round(-ln p × SCALE), 16-bit
MAGIC = b"KCLM" + bytes([0, 0, 1, 0])


def detokenized(text):
    """Plain prose from the corpus's tokenized text (do n't → don't, ` 's` → `'s`)."""
    text = text.replace("``", '"').replace("''", '"')
    return re.sub(r" (n't|'s|'ll|'re|'ve|'d|'m)\b", r"\1", text)


def sentences(text):
    """The text's sentences as token lists (words folded, inner marks as ",")."""
    current = []
    for match in TOKEN.finditer(detokenized(text)):
        token = match.group(0)
        if token[0].isalpha():
            current.append(token)
        elif token[0] in ".!?\n":
            if current:
                yield current
            current = []
        elif current and current[-1] != COMMA:
            current.append(COMMA)
    if current:
        yield current


def read_books(directory, names):
    for name in sorted(names):
        assert "joyce" not in name.lower()
        with open(os.path.join(directory, name), encoding="latin-1") as source:
            yield from sentences(source.read())


def train(directory, words_file, leave_out=()):
    names = [n for n in os.listdir(directory)
             if n.endswith(".txt") and n not in HELD_OUT and n not in leave_out and "joyce" not in n.lower()]
    unigram, bigram, trigram = collections.Counter(), collections.Counter(), collections.Counter()
    shown = collections.defaultdict(collections.Counter)
    for sentence in read_books(directory, names):
        for i, word in enumerate(sentence):
            if i > 0 and word != COMMA:
                shown[word.lower()][word] += 1
        tokens = [START, START] + [w.lower() for w in sentence]
        for i in range(2, len(tokens)):
            unigram[tokens[i]] += 1
            bigram[tokens[i - 1], tokens[i]] += 1
            trigram[tokens[i - 2], tokens[i - 1], tokens[i]] += 1
    google = {}
    with open(words_file) as source:
        for line in source:
            word, count = line.split()
            google[word] = int(count)
    google_total = sum(google.values())
    commonest = sorted(google, key=lambda w: -google[w])[:DICTIONARY_WORDS]
    vocabulary = {w for w, c in unigram.items() if c >= 2} | {w for w in commonest if WORD.fullmatch(w)}
    vocabulary |= {START, COMMA}
    vocabulary = sorted(vocabulary, key=lambda w: (-(unigram[w] + google.get(w, 0) / google_total * 1e6), w))[:MAX_WORDS]
    vocabulary = set(vocabulary)

    # Kneser–Ney discounts from the counts of counts (Ney's estimate D = n1 / (n1 + 2 n2)).
    def discount(counter):
        n1 = sum(1 for c in counter.values() if c == 1)
        n2 = sum(1 for c in counter.values() if c == 2)
        return n1 / (n1 + 2 * n2)
    d3 = discount(trigram)
    # Continuation counts: how many distinct words precede a pair / a word.
    continuation2 = collections.Counter((v, w) for (u, v, w) in trigram)
    continuation1 = collections.Counter(w for (v, w) in bigram)
    d2 = discount(continuation2)
    cont_total = sum(continuation1.values())
    # Unigram: half the books' continuation counts, half the dictionary's frequencies.
    p1 = {}
    for w in vocabulary:
        books = continuation1[w] / cont_total
        modern = google.get(w, 0) / google_total
        p1[w] = 0.5 * books + 0.5 * modern if w not in (START, COMMA) else books
    norm = sum(p1.values())
    p1 = {w: max(p / norm, 1e-25) for w, p in p1.items()}

    # Bigram level (continuation counts of pairs), for every context word.
    by_context2 = collections.defaultdict(dict)
    for (v, w), n in continuation2.items():
        if v in vocabulary and w in vocabulary:
            by_context2[v][w] = n
    context2_total = collections.Counter()
    context2_types = collections.Counter()
    for (v, w), n in continuation2.items():
        context2_total[v] += n
        context2_types[v] += 1
    level2, gamma2 = {}, {}
    for v, followers in by_context2.items():
        total = context2_total[v]
        kept = {w: (n - d2) / total for w, n in followers.items() if n >= 2 or unigram[v] >= MIN_CONTEXT}
        level2[v] = kept
        gamma2[v] = max(1.0 - sum(kept.values()), 1e-6)

    def p2(v, w):
        if v not in level2:
            return p1[w]
        return level2[v].get(w, 0.0) + gamma2[v] * p1[w]

    # Trigram level (raw counts), pruned to pairs seen twice.
    by_context3 = collections.defaultdict(dict)
    context3_total = collections.Counter()
    for (u, v, w), n in trigram.items():
        context3_total[u, v] += n
        if n >= 2 and u in vocabulary and v in vocabulary and w in vocabulary:
            by_context3[u, v][w] = n
    level3, gamma3 = {}, {}
    for (u, v), followers in by_context3.items():
        total = context3_total[u, v]
        kept = {w: (n - d3) / total for w, n in followers.items()}
        level3[u, v] = kept
        gamma3[u, v] = max(1.0 - sum(kept.values()), 1e-6)
    shown_form = {}
    for w in vocabulary:
        forms = shown.get(w)
        shown_form[w] = w
        if forms:
            best, count = forms.most_common(1)[0]
            # A word written capitalised mid-sentence most of the time is a name (Emma, London).
            shown_form[w] = best if best[0].isupper() and count > 0.8 * sum(forms.values()) else w
    shown_form["i"] = "I"
    for w in ("i'm", "i'll", "i'd", "i've"):
        if w in shown_form:
            shown_form[w] = "I" + w[1:]
    return Model(vocabulary, shown_form, p1, level2, gamma2, level3, gamma3, d2, d3)


class Model:
    def __init__(self, vocabulary, shown, p1, level2, gamma2, level3, gamma3, d2, d3):
        self.words = sorted(vocabulary)
        self.number = {w: i for i, w in enumerate(self.words)}
        self.shown, self.p1, self.level2, self.gamma2, self.level3, self.gamma3 = shown, p1, level2, gamma2, level3, gamma3
        self.d2, self.d3 = d2, d3
        self.top = sorted((w for w in self.words if w[0].isalpha()), key=lambda w: -p1[w])[:64]
        self.by_prefix = collections.defaultdict(list)
        for w in sorted(self.words, key=lambda w: -p1[w]):
            self.by_prefix[w[:2]].append(w)

    def probability(self, u, v, w):
        lower = self.level2.get(v, {}).get(w, 0.0) + self.gamma2.get(v, 1.0) * self.p1.get(w, 1e-12)
        key = (u, v)
        if key not in self.level3:
            return lower
        return self.level3[key].get(w, 0.0) + self.gamma3[key] * lower

    def ranked(self, u, v, prefix="", limit=3):
        candidates = set(self.level3.get((u, v), {})) | set(self.level2.get(v, {})) | set(self.top)
        if prefix:
            candidates = {w for w in candidates if w.startswith(prefix)}
            candidates |= set(self.by_prefix.get(prefix[:2], [])[:limit]) if len(prefix) == 2 else {w for w in self.words if w.startswith(prefix)}
        candidates = [w for w in candidates if w[0].isalpha()]
        return sorted(candidates, key=lambda w: (-self.probability(u, v, w), w))[:limit]

    def write(self, path):
        words = self.words
        number = self.number
        text = bytearray()
        text_offsets = [0]
        for w in words:
            text += self.shown[w].encode()
            text_offsets.append(len(text))
        q = lambda p: min(65535, max(0, round(-math.log(max(p, 1e-300)) * SCALE)))
        unigram = [q(self.p1[w]) for w in words]
        gamma2 = [q(self.gamma2.get(w, 1.0)) for w in words]
        bigram_offsets, bigram_words, bigram_values, gamma3, trigram_offsets = [0], [], [], [], [0]
        trigram_words, trigram_values = [], []
        for v in words:
            followers = self.level2.get(v, {})
            # Every pair that is a trigram context is a bigram entry too (its third words hang from it).
            for w in sorted(set(followers) | self.context_pairs.get(v, set()), key=number.get):
                bigram_words.append(number[w])
                bigram_values.append(q(followers.get(w, 0.0)) if followers.get(w, 0.0) > 0 else 65535)
                trigrams = self.level3.get((v, w), {})
                gamma3.append(q(self.gamma3.get((v, w), 1.0)))
                for x in sorted(trigrams, key=number.get):
                    trigram_words.append(number[x])
                    trigram_values.append(q(trigrams[x]))
                trigram_offsets.append(len(trigram_words))
            bigram_offsets.append(len(bigram_words))
        counts = [len(words), len(text), len(bigram_words), len(trigram_words)]

        def pad(data):
            return data + bytes(-len(data) % 8)
        body = b"".join(pad(x) for x in [
            struct.pack(f"<{len(text_offsets)}I", *text_offsets), bytes(text),
            struct.pack(f"<{len(unigram)}H", *unigram), struct.pack(f"<{len(gamma2)}H", *gamma2),
            struct.pack(f"<{len(bigram_offsets)}I", *bigram_offsets),
            struct.pack(f"<{len(bigram_words)}H", *bigram_words), struct.pack(f"<{len(bigram_values)}H", *bigram_values),
            struct.pack(f"<{len(gamma3)}H", *gamma3), struct.pack(f"<{len(trigram_offsets)}I", *trigram_offsets),
            struct.pack(f"<{len(trigram_words)}H", *trigram_words), struct.pack(f"<{len(trigram_values)}H", *trigram_values),
        ])
        header = MAGIC + struct.pack("<4I", *counts) + struct.pack("<I", int(SCALE)) + bytes(20)
        header += struct.pack("<Q", checksum(body))
        header += struct.pack("<Q", checksum(header))
        assert len(header) == 64
        with open(path + ".partial", "wb") as out:
            out.write(header + body)
        os.replace(path + ".partial", path)
        return counts, 64 + len(body)

    @property
    def context_pairs(self):
        if not hasattr(self, "_pairs"):
            pairs = collections.defaultdict(set)
            for (u, v) in self.level3:
                pairs[u].add(v)
            self._pairs = pairs
        return self._pairs


def checksum(data):
    """DictionaryFormat.checksum: four lanes of h = rotl((h ^ word) × odd, 31), then mixed."""
    mask = (1 << 64) - 1
    words = len(data) // 8
    if words == 0:
        return 0x9E3779B97F4A7C15
    values = struct.unpack(f"<{words}Q", data[:words * 8])
    lanes = [0x243F6A8885A308D3, 0x13198A2E03707344, 0xA4093822299F31D0, 0x082EFA98EC4E6C89]

    def step(h, w):
        x = ((h ^ w) * 0x9E3779B97F4A7C15) & mask
        return ((x << 31) | (x >> 33)) & mask
    i = 0
    while i + 4 <= words:
        for lane in range(4):
            lanes[lane] = step(lanes[lane], values[i + lane])
        i += 4
    while i < words:
        lanes[0] = step(lanes[0], values[i])
        i += 1
    h = words
    for lane in lanes:
        h = step(h, lane)
    return h


def evaluate(model, directory, name=MEASURED, limit=800):
    """Next-word and completion (2 letters) top-1/top-3 on the first `limit` words of the held-out book
    (a quick check while training; the benchmark, `keycraft-benchmarks prediction`, measures the
    shipped file through the keyboard's code)."""
    hits = collections.Counter()
    total = 0
    with open(os.path.join(directory, name), encoding="latin-1") as source:
        stream = list(sentences(source.read()))
    for sentence in stream:
        tokens = [START, START] + [w.lower() for w in sentence]
        for i in range(2, len(tokens)):
            w = tokens[i]
            if w == COMMA:
                continue
            if total >= limit:
                break
            total += 1
            ranked = model.ranked(tokens[i - 2], tokens[i - 1])
            hits["next1"] += ranked[:1] == [w]
            hits["next3"] += w in ranked
            completed = model.ranked(tokens[i - 2], tokens[i - 1], prefix=w[:2])
            hits["comp1"] += completed[:1] == [w]
            hits["comp3"] += w in completed
    return {k: v / total for k, v in hits.items()}, total


def main():
    directory, words_file = sys.argv[1], sys.argv[2]
    leave_out = sys.argv[sys.argv.index("--leave-out") + 1].split(",") if "--leave-out" in sys.argv else []
    assert all(os.path.exists(os.path.join(directory, name)) for name in leave_out), leave_out
    model = train(directory, words_file, leave_out)
    if sys.argv[3] == "--evaluate":
        print(evaluate(model, directory))
        return
    counts, size = model.write(sys.argv[3])
    print(f"wrote {sys.argv[3]}: {counts[0]} words, {counts[2]} bigrams, {counts[3]} trigrams, {size} bytes")


if __name__ == "__main__":
    main()
