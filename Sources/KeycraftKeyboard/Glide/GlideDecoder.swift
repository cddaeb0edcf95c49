import Foundation

/// Glide (swipe, QuickPath) typing: the words a finger's path across the letter keys may spell,
/// best first.
///
/// The model is SHARK2's (Kristensson & Zhai, "SHARK²: a large vocabulary shorthand writing system
/// for pen-based computers", UIST 2004), with each channel a Gaussian as in their later work:
/// - every word has a **template**, the polyline through its keys' centres on the ``LetterKeyLayout``
///   (a doubled letter is one key, apostrophes have no key: dont and don't share a template), each
///   inner corner pulled 8% of the way towards each neighbouring key, as a finger cuts corners;
///   gesture and template are resampled to ``sampleCount`` points spaced evenly along their length;
/// - the **location channel** is the mean distance between corresponding points, in keys;
/// - the **shape channel** is the same distance once both are moved to their centroid and scaled so
///   their larger side is one unit (a small gesture is scaled as if a key long, so a tap keeps its
///   place), which forgives a path drawn too big, too small or off to one side;
/// - the **ends**: how far the gesture's first and last points are from the first and last keys'
///   centres (a finger places the ends of a word more carefully than its middle);
/// - the score is ln P(gesture | word) = −½(location / σₗ)² − ½(shape / σₛ)² − ½(start² + end²) / σₑ²
///   (σₗ 0.15 keys, σₛ 0.06, σₑ 0.25 keys), plus ln P(word), the
///   word's share of the dictionary's counts or, after a known previous word, the speller's mix of
///   bigram and unigram (``Speller``: ½ · count(previous, word) / count(previous, ·) + ½ · P(word)).
///
/// **Pruning** (SHARK2's "template pruning"): only words whose first key is within 1.3 keys of
/// where the gesture starts and whose last key is within it of where it ends are read — the index
/// groups words by first and last key — and of those, only the ones whose template length is within
/// `lengthTolerance(_:)` of the gesture's. The location distance is summed a few points at a time
/// and a word is dropped as soon as it can no longer reach the answer. When no word survives the
/// pruning (a path off the keys), every word is read.
///
/// A gesture that passes through a word's key centres exactly (every resampled point within
/// a twentieth of a key of the template's) is that word, whatever the counts — as a typed word that
/// is itself a word is the speller's first candidate. Real fingers never do that; synthetic and
/// accessibility pointers do.
///
/// Words come as the dictionary shows them (I, don't); the caller applies the shift key or a
/// sentence start, as autocorrect's callers do.
///
/// ```swift
/// let decoder = GlideDecoder(dictionary: try .english())
/// let path = "hello".compactMap { LetterKeyLayout.iPhonePortraitEnglish.centre(of: $0) }
/// try decoder.candidates(for: path, limit: 1).first?.word   // "hello"
/// ```
public struct GlideDecoder: Sendable {
    /// The words and their counts.
    public let dictionary: CompactDictionary
    /// The keys gestures are drawn on.
    public let layout: LetterKeyLayout
    let index: GlideIndex
    /// ln P(word) of each index entry.
    let logUnigram: [Float]

    /// How many points gestures and templates are resampled to.
    public static let sampleCount = 32
    /// How far from the keys, in points, a coordinate is taken as given; beyond, it is clamped.
    static let farthest: CGFloat = 1e6
    /// The σs, radii and tolerances the search uses.
    var scoring = GlideScoring()

    /// A decoder over `dictionary`'s words on `layout` (the index is built here, once).
    public init(dictionary: CompactDictionary, layout: LetterKeyLayout = .iPhonePortraitEnglish) {
        self.dictionary = dictionary
        self.layout = layout
        let index = GlideIndex(dictionary: dictionary, layout: layout)
        self.index = index
        let total = max(1, dictionary.totalFrequency)
        logUnigram = index.words.map { Float(log(max(Double(dictionary.frequency(at: Int($0))), 0.5) / total)) }
    }

    /// The memory the glide index adds to the dictionary's, in bytes.
    public var indexByteCount: Int { index.byteCount + logUnigram.count * 4 }

    /// The number of dictionary words that can be glided on the layout.
    public var wordCount: Int { index.entryCount }

    /// The keys where a finger's path for `word` starts, turns and ends, as letters — or nil when the
    /// layout cannot spell it. A doubled letter is one key, apostrophes have none, and a key the path
    /// crosses in a straight line is not a turn: top and tip are both "tp" (t to p along the top
    /// row). Words with the same key path have the same template, so only their counts tell them apart.
    public func keyPath(of word: String) -> String? {
        var keys: [Int] = []
        for scalar in SpellingSymbols.symbols(of: word) {
            if SpellingSymbols.isApostrophe(scalar) { continue }
            guard let key = index.letters.firstIndex(of: Character(scalar)) else { return nil }
            if keys.last != key { keys.append(key) }
        }
        guard !keys.isEmpty else { return nil }
        var turns = [keys[0]]
        for (i, key) in keys.enumerated().dropFirst() {
            if i + 1 < keys.count, isCrossed(key, from: turns[turns.count - 1], to: keys[i + 1]) { continue }
            turns.append(key)
        }
        return String(turns.map { index.letters[$0] })
    }

    /// Whether key `b`'s centre lies on the straight line from key `a`'s to key `c`'s, between them.
    private func isCrossed(_ b: Int, from a: Int, to c: Int) -> Bool {
        let p = index.centres[a], q = index.centres[b], r = index.centres[c]
        let along = r - p, towards = q - p
        let cross = along.x * towards.y - along.y * towards.x
        let dot = along.x * towards.x + along.y * towards.y, squared = along.x * along.x + along.y * along.y
        return squared > 0 && abs(cross) <= 0.01 * Float(layout.keyPitch) * squared.squareRoot() && dot > 0 && dot < squared
    }

    /// The longest a template may be, or the shortest, next to a gesture `length` points long: corner
    /// cutting shortens a path and a wobbly finger lengthens it, by up to about a third, plus a key.
    func lengthTolerance(_ length: Float) -> Float {
        scoring.lengthShare * length + scoring.lengthKeys * Float(layout.keyPitch)
    }

    /// The `limit` likeliest words for the gesture through `points` (in the layout's coordinates,
    /// in the order touched; coordinates beyond a million points are clamped there), best first;
    /// `previousWord` brings in the bigrams. A point that is not finite is a ``GlideError``.
    public func candidates(for points: [CGPoint], previousWord: String? = nil, limit: Int = 3) throws(GlideError) -> [GlideCandidate] {
        try candidates(for: points, previousWord: previousWord, limit: limit, exhaustive: false)
    }

    /// The reference the pruned search is measured against: the same scores, but every word's
    /// template compared with the gesture (no bucket, length or early-exit pruning). Slower by the
    /// size of the dictionary; for benchmarks and tests.
    public func exhaustiveCandidates(for points: [CGPoint], previousWord: String? = nil, limit: Int = 3) throws(GlideError) -> [GlideCandidate] {
        try candidates(for: points, previousWord: previousWord, limit: limit, exhaustive: true)
    }

    private func candidates(for points: [CGPoint], previousWord: String?, limit: Int, exhaustive: Bool) throws(GlideError) -> [GlideCandidate] {
        guard !points.isEmpty else { throw .empty }
        var raw: [SIMD2<Float>] = []
        raw.reserveCapacity(points.count)
        for (i, point) in points.enumerated() {
            guard point.x.isFinite, point.y.isFinite else { throw .nonFinitePoint(index: i) }
            // Far beyond any keyboard, a point only says "that way": clamped, so that lengths and
            // distances stay finite in single precision (1e300 would overflow to infinity).
            raw.append(SIMD2(Float(max(-Self.farthest, min(Self.farthest, point.x))), Float(max(-Self.farthest, min(Self.farthest, point.y)))))
        }
        guard limit > 0 else { return [] }
        let context = previousWord.flatMap { dictionary.index(of: $0) }
        let contextTotal = context.map { dictionary.bigramTotal($0) } ?? 0
        var search = GlideSearch(decoder: self, limit: limit, context: contextTotal > 0 ? context : nil, contextTotal: contextTotal)
        raw.withUnsafeBufferPointer { search.run(gesture: $0, exhaustive: exhaustive) }
        if search.best.isEmpty && !exhaustive {
            // No word starts and ends near the gesture's ends (a path off the keys, a corner of
            // the keyboard no word starts in): every word is read instead.
            search = GlideSearch(decoder: self, limit: limit, context: contextTotal > 0 ? context : nil, contextTotal: contextTotal)
            raw.withUnsafeBufferPointer { search.run(gesture: $0, exhaustive: true) }
        }
        return search.answer()
    }
}
