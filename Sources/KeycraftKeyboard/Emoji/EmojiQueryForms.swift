/// The other forms a query is searched in, as CLDR's keywords more likely spell them: people type
/// "kisses", "laughing", "worried", "sleepy", "colour", 슬퍼, 무서워, 사랑해, 슬프다, 고양이가, and
/// stretch words in chat ("yesss", ㅋㅋㅋㅋ), where the keywords say "kiss", "laugh", "worry",
/// "sleep", "color", 슬픈, 무서운, 사랑, 슬픈, 고양이, "yes", ㅋㅋㅋ. Pure rules of English and Korean
/// morphology, not a word list: a form that is no keyword costs one binary search and finds nothing.
enum EmojiQueryForms {
    /// `normalized` first, then its other forms without repeats.
    static func forms(of normalized: String) -> [String] {
        var forms = [normalized]
        for text in [normalized] + unstretched(normalized) {
            for form in [text] + english(text) + korean(text) + spaced(text) where !forms.contains(form) {
                forms.append(form)
            }
        }
        return forms
    }

    /// A Korean compound typed without its space, split in two at each syllable (검은고양이 → 검은
    /// 고양이, 생일선물 → 생일 선물): Korean writes compounds with or without the space, and a form of
    /// two words finds only an emoji that both words describe. Empty for other text.
    static func spaced(_ query: String) -> [String] {
        guard let syllables = syllables(of: query), syllables.count >= 3 else { return [] }
        return (1..<syllables.count).map { String(syllables[..<$0]) + " " + String(syllables[$0...]) }
    }

    /// The endings of a Korean word of three or more syllables, longest first, down to two syllables
    /// (반려동물 → 려동물, 동물): where a compound typed as one word may name its kind. Empty for
    /// other text.
    static func compoundHeads(of query: String) -> [String] {
        guard let syllables = syllables(of: query), syllables.count >= 3 else { return [] }
        return (1...(syllables.count - 2)).map { String(syllables[$0...]) }
    }

    /// The characters of `text` when every one is a Hangul syllable; nil otherwise.
    private static func syllables(of text: some StringProtocol) -> [Character]? {
        let characters = Array(text)
        return characters.allSatisfy({ Syllable($0) != nil }) ? characters : nil
    }

    /// What a query being composed in a Korean IME stands for: the text before a trailing bare jamo
    /// ("고양ㅇ" while typing 고양이 → 고양; "고양이ㄱ" → 고양이), searched as a prefix, since the next
    /// key makes the jamo part of a syllable the keywords spell; nil when the query does not end so.
    static func composingPrefix(of query: String) -> String? {
        let head = query.reversed().drop { isCompatibilityJamo($0) }.reversed()
        guard head.count < query.count, Syllable(head.last) != nil else { return nil }
        return String(head)
    }

    /// Hangul Compatibility Jamo (ㄱ…ㅎ, ㅏ…ㅣ), what an IME shows for a jamo not yet in a syllable.
    private static func isCompatibilityJamo(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && (0x3131...0x318E).contains(character.unicodeScalars.first!.value)
    }

    /// A query with its runs of three or more of one letter cut to three, two and one ("yesss" →
    /// yess, yes; ㅋㅋㅋㅋ → ㅋㅋㅋ, ㅋㅋ, ㅋ); empty when it has no such run.
    static func unstretched(_ query: String) -> [String] {
        let characters = Array(query)
        var runs: [(Character, Int)] = []
        for character in characters {
            if let last = runs.last, last.0 == character { runs[runs.count - 1].1 += 1 } else { runs.append((character, 1)) }
        }
        // Letters only: "!!!" is not a stretched "!".
        guard runs.contains(where: { $0.1 >= 3 && $0.0.isLetter }) else { return [] }
        return [3, 2, 1].map { most in
            String(runs.flatMap { character, count in repeatElement(character, count: count >= 3 && character.isLetter ? most : count) })
        }
    }

    // MARK: English

    /// British and American spellings, both ways (CLDR's English mixes them: "color", "savouring").
    private static let spellings: [(String, String)] = [
        ("our", "or"), ("tre", "ter"), ("ise", "ize"), ("yse", "yze"), ("grey", "gray"), ("aero", "air"), ("mum", "mom"),
    ]

    /// The last word's singular, its stem without -ing / -ed / an adjective's -y, and the other
    /// spelling: kisses → kiss, cherries → cherry, smiling → smile, running → run, worried → worry,
    /// yummy → yum, colour → color.
    static func english(_ query: String) -> [String] {
        guard !query.isEmpty, query.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == " " || $0 == "'" }) else { return [] }
        let last = query.split(separator: " ").last.map(String.init) ?? query
        let head = String(query.dropLast(last.count))
        var stems: [String] = []
        func undoubled(_ stem: String) -> String? {
            let scalars = Array(stem.unicodeScalars)
            guard scalars.count > 2, scalars[scalars.count - 1] == scalars[scalars.count - 2] else { return nil }
            return String(stem.dropLast())
        }
        if last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss") {
            stems.append(String(last.dropLast()))
            if last.hasSuffix("ies") { stems.append(String(last.dropLast(3)) + "y") } else if last.hasSuffix("es") { stems.append(String(last.dropLast(2))) }
        }
        if last.count > 5, last.hasSuffix("ing") {
            let stem = String(last.dropLast(3))
            stems += [stem, stem + "e"] + [undoubled(stem)].compactMap { $0 }
        }
        if last.count > 4, last.hasSuffix("ed") {
            let stem = String(last.dropLast(2))
            stems += [stem, stem + "e"] + [undoubled(stem)].compactMap { $0 }
            if stem.hasSuffix("i") { stems.append(String(stem.dropLast()) + "y") }
        }
        if last.count > 4, last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
            let stem = String(last.dropLast())
            stems += [stem] + [undoubled(stem)].compactMap { $0 }
        }
        var forms = stems.filter { $0.count >= 3 && $0 != last }.map { head + $0 }
        for (british, american) in spellings {
            for (from, to) in [(british, american), (american, british)] where query.contains(from) {
                forms.append(query.replacingOccurrences(of: from, with: to))
            }
        }
        return forms
    }

    // MARK: Korean

    /// Hangul syllables are composed arithmetically: (initial × 21 + medial) × 28 + final + U+AC00.
    private struct Syllable {
        var initial, medial, final: UInt32

        init?(_ character: Character?) {
            guard let scalar = character?.unicodeScalars.first, character?.unicodeScalars.count == 1,
                  (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
            let offset = scalar.value - 0xAC00
            (initial, medial, final) = (offset / 588, offset % 588 / 28, offset % 28)
        }

        init(_ initial: UInt32, _ medial: UInt32, _ final: UInt32 = 0) {
            (self.initial, self.medial, self.final) = (initial, medial, final)
        }

        var text: String { String(Character(Unicode.Scalar(0xAC00 + (initial * 21 + medial) * 28 + final)!)) }
    }

    // Medials and finals by their index in Unicode's Hangul order.
    private static let (medialA, medialAe, medialEo, medialE, medialYeo, medialO, medialWa, medialU, medialWo, medialEu, medialI): (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 1, 4, 5, 6, 8, 9, 13, 14, 18, 20)
    private static let (finalN, finalL, finalM, finalB, finalSS): (UInt32, UInt32, UInt32, UInt32, UInt32) = (4, 8, 16, 17, 20)
    private static let (initialH, initialSilent): (UInt32, UInt32) = (18, 11)

    /// A nominalized predicate's adnominal form (슬픔 → 슬픈, 놀람 → 놀란), and a predicate's adnominal,
    /// nominal and noun forms from its informal ending (-아/-어/-여/-해, with 요 or not): 슬퍼 → 슬픈 /
    /// 슬픔, 무서워 → 무서운 (ㅂ-irregular), 울어 → 우는 / 울음, 졸려 → 졸린, 사랑해 → 사랑 / 사랑하는.
    static func korean(_ query: String) -> [String] {
        var forms: [String] = []
        // A noun with its particles (고양이가, 강아지랑, 고양이들이): the noun and its forms.
        for noun in withoutParticles(query) {
            forms.append(noun)
            forms += korean(noun)
        }
        // A 하다 verb's past, formal and honorific forms (당황했어, 감사합니다, 축하드려요): its noun.
        for ending in nounEndings where query.count > ending.count && query.hasSuffix(ending) {
            forms.append(String(query.dropLast(ending.count)))
        }
        var stems = predicateStems(query) + endingStems(query) + constructionStems(query)
        // The dictionary form (슬프다, 행복하다, 무섭다, 싫다).
        if query.count >= 2, query.hasSuffix("다") {
            let stem = String(query.dropLast())
            forms += stem.hasSuffix("하") ? [String(stem.dropLast())] : []
            stems.append(stem)
        }
        if query.count >= 2, var last = Syllable(query.last), last.final == finalM {
            last.final = finalN
            forms.append(query.dropLast() + last.text)
        }
        // Each stem as the tables may spell it: adnominal and nominal forms, the dictionary form and
        // the informal form chat uses (싫다 → 싫어, 슬퍼 → 슬프다).
        for stem in stems {
            forms += predicateForms(stem)
            forms.append(stem + "다")
            if let informal = informal(stem) { forms += [informal, informal + "요"] }
        }
        return forms.filter { $0 != query && !$0.isEmpty }
    }

    /// Korean particles and the plural 들, with the noun ending they follow: true after a final
    /// consonant (고양이**가** but 곰**이**), false after a vowel, nil after either.
    private static let particles: [(String, Bool?)] = [
        ("이랑", true), ("이야", true), ("이", true), ("은", true), ("을", true), ("과", true),
        ("랑", false), ("야", false), ("가", false), ("는", false), ("를", false), ("와", false),
        ("한테", nil), ("에게", nil), ("들", nil), ("도", nil), ("의", nil), ("에", nil),
    ]

    /// `query` without a trailing particle that fits the syllable before it (고양이가 → 고양이,
    /// 곰이랑 → 곰, not 사과 → 사); `korean(_:)` strips a second from what is left (고양이들이).
    static func withoutParticles(_ query: String) -> [String] {
        particles.compactMap { particle, afterConsonant in
            guard query.hasSuffix(particle), query.count > particle.count,
                  let before = Syllable(query.dropLast(particle.count).last) else { return nil }
            if let afterConsonant, afterConsonant != (before.final != 0) { return nil }
            return String(query.dropLast(particle.count))
        }
    }

    /// The stems (without 다) an informal or polite predicate form can come from.
    private static func predicateStems(_ query: String) -> [String] {
        var text = query
        if text.hasSuffix("요"), text.count > 2 { text.removeLast() }
        guard text.count >= 2, let last = Syllable(text.last), last.final == 0 else { return [] }
        let head = String(text.dropLast())
        switch (last.initial, last.medial) {
        case (initialH, medialAe): return [head + Syllable(initialH, medialA).text]      // 사랑해 → 사랑하
        case (initialSilent, medialEo), (initialSilent, medialA): return [head]          // 울어 → 울, 좋아 → 좋
        case (initialSilent, medialWo):                                                   // 무서워 → 무섭
            guard var previous = Syllable(head.last), previous.final == 0 else { return [] }
            previous.final = finalB
            return [head.dropLast() + previous.text]
        case (_, medialEo), (_, medialA):                                                 // 슬퍼 → 슬프; 화나 → 화나
            return [head + Syllable(last.initial, medialEu).text, text]
        case (_, medialYeo): return [head + Syllable(last.initial, medialI).text]         // 졸려 → 졸리
        case (_, medialWa): return [head + Syllable(last.initial, medialO).text]          // 봐 → 보
        case (_, medialWo): return [head + Syllable(last.initial, medialU).text]          // 배워 → 배우
        case (_, medialE), (_, medialAe): return [text]                                    // 설레 → 설레
        default: return []
        }
    }

    /// Endings after a 하다 verb's noun: past, formal, honorific and request forms.
    private static let nounEndings = ["했어요", "했어", "했다", "했습니다", "합니다", "한다", "드립니다", "드려요", "드려", "드릴게요", "하세요", "해주세요"]

    /// The stem of a predicate inside a construction chat uses whole: "don't" -지 마 (울지 마, 울지마요 →
    /// 울) and "want to" -고 싶다 (자고 싶어, 먹고싶다 → 자, 먹).
    private static func constructionStems(_ query: String) -> [String] {
        let unspaced = query.replacingOccurrences(of: " ", with: "")
        var stems: [String] = []
        for (marker, endings) in [("지마", ["", "요", "라"]), ("고싶", ["어", "어요", "다", "은", "네", "지"])] {
            for ending in endings where unspaced.hasSuffix(marker + ending) {
                let stem = unspaced.dropLast(marker.count + ending.count)
                if !stem.isEmpty, syllables(of: stem) != nil { stems.append(String(stem)) }
            }
        }
        return stems
    }

    /// A stem's informal form, as chat ends a sentence with it: 싫 → 싫어, 좋 → 좋아, 슬프 → 슬퍼, 아프 →
    /// 아파, 마시 → 마셔, 보 → 봐, 배우 → 배워, 하 → 해, 설레 → 설레; nil for what is no stem.
    private static func informal(_ stem: String) -> String? {
        guard let last = Syllable(stem.last) else { return nil }
        let head = String(stem.dropLast())
        let bright = Syllable(head.last).map { $0.medial == medialA || $0.medial == medialO } ?? false
        if last.final != 0 { return stem + (last.medial == medialA || last.medial == medialO ? "아" : "어") }
        switch last.medial {
        case medialEu: return head + Syllable(last.initial, bright ? medialA : medialEo).text
        case medialI: return last.initial == initialSilent ? stem + "어" : head + Syllable(last.initial, medialYeo).text
        case medialO: return head + Syllable(last.initial, medialWa).text
        case medialU: return head + Syllable(last.initial, medialWo).text
        case medialA where last.initial == initialH: return head + Syllable(initialH, medialAe).text
        case medialA, medialEo, medialAe, medialE: return stem
        default: return nil
        }
    }

    /// Sentence endings people type in chat, each after what it follows.
    private static let pastEndings = ["어요", "어", "다", "네요", "네", "지", "죠"]
    private static let stemEndings = ["네요", "네", "지요", "죠", "지", "구나", "군"]

    /// The stems of a predicate in the past (지쳤어 → 지치, 신났다 → 신나, 반했어 → 반하, 무서웠어 →
    /// 무섭: the past's ㅆ taken off leaves the informal form ``predicateStems(_:)`` reads), in the
    /// plain present (신난다 → 신나, 먹는다 → 먹) and before an exclamation or a tag (좋네 → 좋, 예쁘지
    /// → 예쁘).
    private static func endingStems(_ query: String) -> [String] {
        var stems: [String] = []
        for ending in pastEndings where query.count > ending.count && query.hasSuffix(ending) {
            let rest = query.dropLast(ending.count)
            guard var last = Syllable(rest.last), last.final == finalSS else { continue }
            last.final = 0
            stems += predicateStems(rest.dropLast() + last.text)
        }
        if query.count >= 3, query.hasSuffix("다"), let before = Syllable(query.dropLast().last) {
            let head = String(query.dropLast(2))
            if before.text == "는" { stems.append(head) }
            else if before.final == finalN { stems.append(head + Syllable(before.initial, before.medial).text) }
        }
        for ending in stemEndings where query.count > ending.count && query.hasSuffix(ending) {
            stems.append(String(query.dropLast(ending.count)))
        }
        return stems
    }

    /// A stem's adnominal (-ㄴ / -은 / -는) and nominal (-ㅁ / -음) forms, and a 하다 verb's noun.
    private static func predicateForms(_ stem: String) -> [String] {
        guard let last = Syllable(stem.last) else { return [] }
        let head = String(stem.dropLast())
        var forms: [String] = []
        if stem.count > 1, last.initial == initialH, last.medial == medialA, last.final == 0 { forms.append(head) }
        let open = Syllable(last.initial, last.medial).text
        switch last.final {
        case 0: forms += [head + Syllable(last.initial, last.medial, finalN).text, head + Syllable(last.initial, last.medial, finalM).text, stem + "는"]
        case finalL: forms += [head + open + "는", stem + "음"]
        case finalB: forms += [head + open + "운", head + open + "움"]
        default: forms += [stem + "은", stem + "음", stem + "는"]
        }
        return forms
    }
}
