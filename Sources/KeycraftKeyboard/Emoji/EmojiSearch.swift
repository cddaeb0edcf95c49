/// Emoji search over a language's CLDR keywords and short names, as the system keyboard's emoji
/// search field answers: the emoji whose short name shows the query first ("cat" → 🐱 "cat face"), then
/// those whose short name it is or ends in (😿 "crying cat"; all before 😻, which lists "cat" among its
/// keywords) and those a curated everyday word names (기념일 → 🎉), then those it names — a whole keyword, the short name or
/// a word of them — then those a supplementary keyword names ("omg", 댕댕이: words CLDR lacks), then
/// keywords the query starts, then names it starts (``EmojiMatch/Tier/band``); within
/// that the more used emoji first (``EmojiTable/popularity``: of the group for a base, of the variant
/// itself for a variant the query named), each count divided by the number of words that describe
/// the emoji (a word of few is meant more surely), then the closer match, then Unicode's order. So
/// 사과 offers 🍎 ("빨간 사과", seven keywords) before 🙇 (whose fifteen keywords include 사과, an
/// apology). Skin-tone and gender variants come as their base (👍, not 👍🏽; 🤷 for 몰라, though CLDR
/// lists 몰라 only for 🤷‍♂️), ranked by the best match of any of them, unless the query says what
/// sets a variant apart — a word of its name the base's name lacks ("woman running" → 🏃‍♀️, 남자 →
/// 🤷‍♂️); ``variants(of:)`` lists them.
/// Only emoji of ``maximumVersion`` or older are offered, so a keyboard offers only what its iOS draws
/// (``EmojiVersion/supported(byiOS:_:)``).
///
/// The index is a sorted array of the normalized terms (keywords, names and their words, as UTF-8)
/// with their postings: an exact term is one binary search, a prefix is the range two binary searches
/// bound, so a query costs in proportion to what it matches, not to the table.
///
/// ```swift
/// let search = try EmojiSearch.bundled(.korean)      // KeycraftEmojiData
/// search.search("하트", limit: 3).map(\.emoji)   // ["❤️", "♥️", …]
/// ```
public struct EmojiSearch: Sendable {
    /// The table searched.
    public let table: EmojiTable
    /// The newest Emoji version offered.
    public var maximumVersion: EmojiVersion

    private let group: [Int32]
    private let members: [Int32: [Int32]]
    /// For a variant, the words of its name its base's name lacks ("woman" for 🏃‍♀️ "woman running",
    /// "medium", "skin", "tone" for 👍🏽): what a query says to be offered the variant. Empty for a base.
    private let qualifiers: [[String]]
    /// The words of the name of each base that has variants: what ``says(_:qualifierOf:)`` reads as
    /// said whole rather than begun.
    private let baseNameWords: [Int32: Set<String>]
    private let groupPopularity: [Int]
    /// Each entry's count in the usage data (``EmojiTable/occurrences(of:)``).
    private let prior: [Int]
    /// How many distinct words describe each emoji (its keywords and the words of its short name).
    private let termCount: [Int]
    private let terms: [[UInt8]]
    private let postings: [[Posting]]

    struct Posting: Sendable {
        let entry: Int32
        let kind: EmojiTermKind
    }

    /// An index over `table`, offering emoji up to `maximumVersion`.
    public init(table: EmojiTable, maximumVersion: EmojiVersion = .all) {
        self.table = table
        self.maximumVersion = maximumVersion
        let entries = table.entries
        let indexOf = Dictionary(entries.enumerated().map { ($1.emoji, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        let group = entries.enumerated().map { offset, entry in entry.base.flatMap { indexOf[$0] } ?? Int32(offset) }
        var members: [Int32: [Int32]] = [:]
        var termPostings: [[UInt8]: [Posting]] = [:]
        let words = Self.searchedWords(of: table)
        let classes = Self.classNouns(words, group: group)
        for offset in entries.indices {
            let index = Int32(offset)
            // The base first, then its variants in Unicode's order.
            if group[offset] == index { members[index, default: []].insert(index, at: 0) } else { members[group[offset], default: []].append(index) }
            func add(_ term: String, _ kind: EmojiTermKind) {
                termPostings[Array(term.utf8), default: []].append(Posting(entry: index, kind: kind))
            }
            let (keywords, name) = (Set(words[offset].keywords), words[offset].name)
            for keyword in keywords { add(keyword, .keyword) }
            add(name, .name)
            let shortNames = EmojiText.shortNames(of: name)
            for subject in Set(shortNames.subjects) { add(subject, .shortNameSubject) }
            for shortName in Set(shortNames.names + classes[offset]) { add(shortName, .shortName) }
            for keyword in Set(words[offset].supplementary) { add(keyword, .supplementary) }
            for word in Set(words[offset].everyday) { add(word, .everyday) }
            let keywordWords = Set(keywords.flatMap { EmojiText.words($0).map(String.init) })
            for word in keywordWords { add(word, .keywordWord) }
            for word in Set(EmojiText.words(name).map(String.init)) { add(word, .nameWord) }
        }
        let termCount = words.map { max(1, Set($0.keywords + EmojiText.words($0.name).map(String.init)).count) }
        let baseNameWords = Dictionary(uniqueKeysWithValues: Set(group.enumerated().filter { $0.element != Int32($0.offset) }.map(\.element)).map {
            ($0, Set(EmojiText.words(words[Int($0)].name).map(String.init)))
        })
        self.baseNameWords = baseNameWords
        self.qualifiers = entries.indices.map { offset in
            guard let baseWords = baseNameWords[group[offset]], group[offset] != Int32(offset) else { return [] }
            return Set(EmojiText.words(words[offset].name).map(String.init)).subtracting(baseWords).sorted()
        }
        let prior = entries.map { table.occurrences(of: $0.emoji) }
        var popularity = [Int](repeating: 0, count: entries.count)
        for offset in entries.indices {
            popularity[Int(group[offset])] += prior[offset]
        }
        let sorted = termPostings.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        self.group = group
        self.members = members
        self.groupPopularity = popularity
        self.prior = prior
        self.termCount = termCount
        self.terms = sorted.map(\.key)
        self.postings = sorted.map(\.value)
    }

    /// This search offering only what `version` and older include.
    public func limited(to version: EmojiVersion) -> EmojiSearch {
        var copy = self
        copy.maximumVersion = version
        return copy
    }

    /// The best `limit` emoji for `query`, best first; empty for a query of no letters. The query's
    /// other forms (`EmojiQueryForms`: "eyes" → "eye", 슬퍼 → 슬픈, 고양이가 → 고양이) are searched with
    /// it, whole terms only. When the query itself names fewer than three emoji, their matches
    /// rank as the query's own would ("cats" → 🐱 "cat face"); otherwise as if the query only started
    /// a keyword, so they add answers without reordering what the query names (👀 "eyes" comes before
    /// the faces with the keyword "eye").
    ///
    /// A query of several words that no emoji meets all of falls back on its last word, ranked as a
    /// prefix: the head of an English or Korean noun phrase names the kind of thing ("iced matcha" →
    /// 🍵 for "matcha", 매운 떡볶이 → 떡볶이's emoji), where showing nothing helps no one.
    public func search(_ query: String, limit: Int = 20) -> [EmojiMatch] {
        let normalized = EmojiText.normalized(query)
        guard limit > 0, !normalized.isEmpty else { return [] }
        let forms = EmojiText.searchedForms(of: normalized)
        let found = Self.orHeadWord(of: normalized, hits(forms)) { hits(EmojiText.searchedForms(of: $0)) }
        return rank(found, limit: limit, saying: Self.saidWords(normalized, forms: forms))
    }

    /// The hits of a normalized query's forms (``EmojiText/searchedForms(of:)``), from the index.
    private func hits(_ forms: [(text: String, wholeTermsOnly: Bool)]) -> [Int32: EmojiMatch.Tier] {
        merged(forms.map { form in
            var formHits: [Int32: EmojiMatch.Tier] = [:]
            collect(form: form.text, exactOnly: form.wholeTermsOnly, into: &formHits)
            return (formHits, form.wholeTermsOnly)
        })
    }

    /// `hits`, or when they are empty the hits `search` gives the query's head, ranked no better than
    /// a prefix: the last word of several, or for a Korean compound typed as one word its longest
    /// ending that finds anything (반려동물 → 동물, 천둥번개 → 번개), Korean compounds ending in the
    /// kind of thing they name.
    static func orHeadWord(of normalized: String, _ hits: [Int32: EmojiMatch.Tier],
                           searching search: (String) -> [Int32: EmojiMatch.Tier]) -> [Int32: EmojiMatch.Tier] {
        guard hits.isEmpty else { return hits }
        let words = EmojiText.words(normalized)
        let heads = words.count > 1 ? [String(words[words.count - 1])] : EmojiQueryForms.compoundHeads(of: normalized)
        for head in heads {
            let found = search(head)
            if !found.isEmpty { return found.mapValues { max($0, .keywordPrefix) } }
        }
        return hits
    }

    /// The words of a normalized query and of its other forms, the last also as a prefix (a word being
    /// typed): what ``ranked(_:limit:saying:)`` checks a variant's qualifiers against.
    static func saidWords(_ normalized: String, forms: [(text: String, wholeTermsOnly: Bool)]? = nil) -> (whole: Set<String>, typing: String?) {
        let forms = forms ?? EmojiText.searchedForms(of: normalized)
        let whole = Set(forms.flatMap { EmojiText.words($0.text).map(String.init) })
        return (whole, EmojiText.words(normalized).last.map(String.init))
    }

    /// How many short names a noun must head to name a class of things.
    static let kindsMakingAClass = 3

    /// For each emoji, the nouns it is the plain member of, ranked as its short name. A noun that heads
    /// several names names a class ("car": police car, tram car, racing car); unless an emoji is named
    /// by the noun itself, its plain members are the bases CLDR gives a one-word name and the noun as a
    /// keyword (🚗 "automobile", keyword "car"), so they rank with the kinds, the more used first, not
    /// below them.
    static func classNouns(_ words: [SearchedWords], group: [Int32]) -> [[String]] {
        var headed: [String: Set<Int32>] = [:]
        for (offset, entry) in words.enumerated() {
            for head in EmojiText.shortNames(of: entry.name).names where head != entry.name && !head.contains(" ") {
                headed[head, default: []].insert(group[offset])
            }
        }
        // A noun that is itself an emoji's name has its plain member already (⭐ "star").
        let names = Set(words.map(\.name))
        let classes = Set(headed.filter { $0.value.count >= kindsMakingAClass && !names.contains($0.key) }.keys)
        return words.enumerated().map { offset, entry in
            group[offset] == Int32(offset) && !entry.name.contains(" ") ? Set(entry.keywords).filter(classes.contains).sorted() : []
        }
    }

    /// How many emoji the query must name for its other forms to rank below them.
    static let fewNamed = 3

    /// The hits of the query (first) and of its other forms as one: a whole-term form's tier stands
    /// when the query names fewer than `fewNamed` groups, and is lowered to a prefix's otherwise; a
    /// prefix form (a syllable being composed) ranks as a prefix.
    private func merged(_ formHits: [(hits: [Int32: EmojiMatch.Tier], wholeTermsOnly: Bool)]) -> [Int32: EmojiMatch.Tier] {
        guard var hits = formHits.first?.hits else { return [:] }
        let named = Set(hits.filter { $0.value.band <= EmojiMatch.Tier.supplementaryKeyword.band }.map { group[Int($0.key)] }).count
        for form in formHits.dropFirst() {
            for (entry, tier) in form.hits {
                let tier = form.wholeTermsOnly && named < Self.fewNamed ? tier : max(tier, .keywordPrefix)
                hits[entry] = min(hits[entry] ?? tier, tier)
            }
        }
        return hits
    }

    /// Adds the entries one normalized form of the query meets, with their tiers.
    private func collect(form: String, exactOnly: Bool, into hits: inout [Int32: EmojiMatch.Tier]) {
        collect(Array(form.utf8), wholeQuery: true, exactOnly: exactOnly, into: &hits)
        let words = EmojiText.words(form)
        guard words != [Substring(form)] else { return }
        // Several words (or one inside punctuation): every word must meet the emoji, and the
        // weakest decides the tier.
        var common: [Int32: EmojiMatch.Tier]?
        for word in words {
            var wordHits: [Int32: EmojiMatch.Tier] = [:]
            collect(Array(word.utf8), wholeQuery: false, exactOnly: exactOnly, into: &wordHits)
            guard let previous = common else {
                common = wordHits
                continue
            }
            common = previous.reduce(into: [:]) { next, hit in
                if let tier = wordHits[hit.key] { next[hit.key] = max(hit.value, tier) }
            }
        }
        for (entry, tier) in common ?? [:] { hits[entry] = min(hits[entry] ?? tier, tier) }
    }

    /// The emoji a suggestion bar offers for a typed word: of the emoji with the word itself as a
    /// whole CLDR keyword or short name (not another form of it, a name's last word or a supplementary
    /// keyword, so the bar offers no more often than that), the one search ranks first — 🍕 for
    /// "pizza", 🐱 for "cat" — or nil.
    public func suggestion(forWord word: String) -> String? {
        let term = Array(EmojiText.normalized(word).utf8)
        guard !term.isEmpty else { return nil }
        var keyed = Set<Int32>()
        let position = lowerBound(term)
        if position < terms.count, terms[position] == term {
            for posting in postings[position] where posting.kind == .keyword || posting.kind == .name { keyed.insert(group[Int(posting.entry)]) }
        }
        guard !keyed.isEmpty else { return nil }
        var hits: [Int32: EmojiMatch.Tier] = [:]
        collect(form: String(decoding: term, as: UTF8.self), exactOnly: true, into: &hits)
        return ranked(hits, limit: hits.count, saying: Self.saidWords(String(decoding: term, as: UTF8.self)))
            .first { keyed.contains(group[Int($0.entry)]) && $0.tier.namesTheEmoji }
            .map { table.entries[Int($0.entry)].emoji }
    }

    /// The group of `emoji`: its base first, then its skin-tone and gender variants in Unicode's
    /// order, as a long press on it offers them; empty for an emoji not in the table.
    public func variants(of emoji: String) -> [String] {
        guard let index = table.entries.firstIndex(where: { $0.emoji == emoji }) else { return [] }
        return (members[group[index]] ?? []).map { table.entries[Int($0)] }.filter { $0.version <= maximumVersion }.map(\.emoji)
    }

    // MARK: Index

    /// Adds the entries `term` meets (exactly, or unless `exactOnly` as the start of a longer term)
    /// with their tiers.
    private func collect(_ term: [UInt8], wholeQuery: Bool, exactOnly: Bool, into hits: inout [Int32: EmojiMatch.Tier]) {
        var position = lowerBound(term)
        while position < terms.count, terms[position].starts(with: term) {
            let exact = terms[position].count == term.count
            if exactOnly, !exact { break }
            for posting in postings[position] {
                guard let tier = posting.kind.tier(exact: exact, wholeQuery: wholeQuery) else { continue }
                hits[posting.entry] = min(hits[posting.entry] ?? tier, tier)
            }
            position += 1
        }
    }

    private func lowerBound(_ term: [UInt8]) -> Int {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].lexicographicallyPrecedes(term) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Groups the hits under their bases and orders them: band, then the popularity prior times how
    /// likely the query is to be said of the emoji, then tier, then Unicode's order. A user describing
    /// an emoji is taken to pick one of its words, so a word is as likely as one over the number of
    /// words the emoji has: 🍎 (7 keywords) is "사과" more surely than 🙇 (15 keywords, one of them
    /// 사과, an apology), and 🥛 "milk" more surely than 🐄, whose keywords list the milk among others.
    func rank(_ hits: [Int32: EmojiMatch.Tier], limit: Int, saying said: (whole: Set<String>, typing: String?)) -> [EmojiMatch] {
        ranked(hits, limit: limit, saying: said).map { EmojiMatch(emoji: table.entries[Int($0.entry)].emoji, tier: $0.tier) }
    }

    /// Whether the query says what sets the variant `entry` apart from its base (a whole word of its
    /// qualifiers, or the start of one as the word being typed); false for a base. A word of the base's
    /// own name is said whole, not begun: "call me" is 🤙, not 🤙🏼 "medium-light skin tone".
    private func says(_ said: (whole: Set<String>, typing: String?), qualifierOf entry: Int32) -> Bool {
        let qualifiers = qualifiers[Int(entry)]
        if qualifiers.contains(where: said.whole.contains) { return true }
        guard let typing = said.typing, qualifiers.contains(where: { $0.hasPrefix(typing) }) else { return false }
        return !(baseNameWords[group[Int(entry)]]?.contains(typing) ?? false)
    }

    /// ``rank(_:limit:saying:)``'s order as entries. A group ranks by its best-matched member and shows
    /// its base, or the best-matched variant whose qualifiers the query says (`said`).
    private func ranked(_ hits: [Int32: EmojiMatch.Tier], limit: Int,
                        saying said: (whole: Set<String>, typing: String?)) -> [(entry: Int32, tier: EmojiMatch.Tier)] {
        var groupTier: [Int32: EmojiMatch.Tier] = [:]
        var named: [Int32: (tier: EmojiMatch.Tier, entry: Int32)] = [:]
        var firstOffered: [Int32: Int32] = [:]
        for (entry, tier) in hits where table.entries[Int(entry)].version <= maximumVersion {
            let base = group[Int(entry)]
            groupTier[base] = min(groupTier[base] ?? tier, tier)
            firstOffered[base] = min(firstOffered[base] ?? entry, entry)
            guard entry != base, says(said, qualifierOf: entry) else { continue }
            if let current = named[base], current.tier < tier || (current.tier == tier && current.entry < entry) { continue }
            named[base] = (tier, entry)
        }
        let best = groupTier.reduce(into: [Int32: (tier: EmojiMatch.Tier, entry: Int32)]()) { best, group in
            let (base, tier) = group
            // The base, unless the query names a variant, or the base is newer than what is offered.
            let shown = named[base]?.entry ?? (table.entries[Int(base)].version <= maximumVersion ? base : firstOffered[base] ?? base)
            best[base] = (tier, shown)
        }
        let ordered = best.map { base, hit in
            let popularity = hit.entry == base ? groupPopularity[Int(base)] : prior[Int(hit.entry)]
            return (base: base, hit: hit, score: Double(popularity + 1) / Double(termCount[Int(hit.entry)]))
        }.sorted { lhs, rhs in
            if lhs.hit.tier.band != rhs.hit.tier.band { return lhs.hit.tier.band < rhs.hit.tier.band }
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            return lhs.hit.tier != rhs.hit.tier ? lhs.hit.tier < rhs.hit.tier : lhs.base < rhs.base
        }
        return ordered.prefix(limit).map { ($0.hit.entry, $0.hit.tier) }
    }

    /// An emoji's words normalized once, for ``scanningSearch(_:limit:in:)``.
    package struct ScanEntry: Sendable {
        let keywords: [String]
        let name: String
        let shortNames: (subjects: [String], names: [String])
        let supplementary: [String]
        let everyday: [String]
        let keywordWords: [Substring]
        let nameWords: [Substring]
    }

    /// The table's words normalized once: what a linear scan reads.
    package func scanEntries() -> [ScanEntry] {
        let words = Self.searchedWords(of: table)
        let classes = Self.classNouns(words, group: group)
        return words.enumerated().map { offset, entry in
            let shortNames = EmojiText.shortNames(of: entry.name)
            return ScanEntry(keywords: entry.keywords, name: entry.name, shortNames: (shortNames.subjects, shortNames.names + classes[offset]),
                             supplementary: entry.supplementary, everyday: entry.everyday, keywordWords: entry.keywords.flatMap { EmojiText.words($0) },
                             nameWords: EmojiText.words(entry.name))
        }
    }

    /// What one emoji is found by, normalized.
    typealias SearchedWords = (keywords: [String], name: String, supplementary: [String], everyday: [String])

    /// What each emoji is found by, normalized: its name, as keywords its own and each several-word
    /// keyword or name written without spaces (생일축하 for 생일 축하, "thumbsup"), and its
    /// supplementary and everyday keywords, also without spaces.
    static func searchedWords(of table: EmojiTable) -> [SearchedWords] {
        func unspaced(_ words: [String]) -> [String] {
            words.filter { $0.contains(" ") }.map { $0.filter { $0 != " " } }
        }
        return table.entries.map { entry in
            let name = EmojiText.normalized(entry.name)
            let keywords = entry.keywords.map(EmojiText.normalized)
            let supplementary = entry.supplementaryKeywords.map(EmojiText.normalized)
            let everyday = entry.everydayKeywords.map(EmojiText.normalized)
            return (keywords + unspaced(keywords + [name]), name, supplementary + unspaced(supplementary), everyday + unspaced(everyday))
        }
    }

    /// The same answers as ``search(_:limit:)`` by reading every keyword of every emoji (`entries`,
    /// from ``scanEntries()``): the naive approach the benchmark compares with, and the reference the
    /// tests hold the index to.
    package func scanningSearch(_ query: String, limit: Int = 20, in entries: [ScanEntry]) -> [EmojiMatch] {
        let query = EmojiText.normalized(query)
        guard limit > 0, !query.isEmpty else { return [] }
        let hits = Self.orHeadWord(of: query, scannedHits(query, in: entries)) { scannedHits($0, in: entries) }
        return rank(hits, limit: limit, saying: Self.saidWords(query))
    }

    /// The hits of a normalized query and its other forms, read from every entry.
    private func scannedHits(_ query: String, in entries: [ScanEntry]) -> [Int32: EmojiMatch.Tier] {
        merged(EmojiText.searchedForms(of: query).map { normalized, wholeTermsOnly in
          var hits: [Int32: EmojiMatch.Tier] = [:]
          let words = EmojiText.words(normalized)
          for (offset, entry) in entries.enumerated() {
            var tiers: [EmojiMatch.Tier] = []
            // The query's other forms meet whole terms only.
            let prefixes = !wholeTermsOnly
            if entry.shortNames.subjects.contains(normalized) { tiers.append(.shortNameSubject) }
            if entry.shortNames.names.contains(normalized) { tiers.append(.shortName) }
            if entry.name == normalized || entry.keywords.contains(normalized) { tiers.append(.exactKeyword) }
            if entry.supplementary.contains(normalized) { tiers.append(.supplementaryKeyword) }
            if entry.everyday.contains(normalized) { tiers.append(.everydayWord) }
            if prefixes, entry.keywords.contains(where: { $0.hasPrefix(normalized) }) { tiers.append(.keywordPrefix) }
            if prefixes, entry.name.hasPrefix(normalized) { tiers.append(.namePrefix) }
            let wordTiers = words.map { word -> EmojiMatch.Tier? in
                if entry.keywordWords.contains(word) || entry.nameWords.contains(word) { return .keywordWord }
                if prefixes, entry.keywordWords.contains(where: { $0.hasPrefix(word) }) { return .keywordPrefix }
                if prefixes, entry.nameWords.contains(where: { $0.hasPrefix(word) }) { return .namePrefix }
                return nil
            }
            if !words.isEmpty, !wordTiers.contains(nil), let weakest = wordTiers.compactMap({ $0 }).max() { tiers.append(weakest) }
            if let tier = tiers.min() { hits[Int32(offset)] = tier }
          }
          return (hits, wholeTermsOnly)
        })
    }
}
