/// English's closed-class words — pronouns, determiners, prepositions, conjunctions, auxiliaries and
/// question words — which the suggestion bar never answers with an emoji.
///
/// CLDR 46's keywords include such words ("you" names 132 emoji, "me" 30, "what" 10), but nobody
/// typing "you" or "at" means a picture: offering one would take the bar's last slot from a word
/// prediction after the commonest words of every sentence. Emoji *search* still finds them, since
/// there the user asked. The list is grammar (the closed word classes), not tuned to any data.
enum GrammaticalWords {
    static let english: Set<String> = [
        // Personal, possessive, reflexive and indefinite pronouns.
        "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "yourselves",
        "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself",
        "we", "us", "our", "ours", "ourselves", "they", "them", "their", "theirs", "themselves",
        "someone", "something", "anyone", "anything", "everyone", "everything", "nobody", "nothing",
        // Determiners and quantifiers.
        "a", "an", "the", "this", "that", "these", "those", "some", "any", "each", "every", "either",
        "neither", "both", "all", "such", "whatever", "whichever", "whoever",
        // Question words and relatives.
        "who", "whom", "whose", "which", "what", "when", "where", "why", "how",
        // Prepositions and particles.
        "at", "by", "in", "into", "on", "onto", "of", "off", "from", "to", "with", "without", "within",
        "about", "above", "below", "over", "under", "up", "down", "out", "through", "across", "after",
        "before", "between", "among", "around", "along", "against", "during", "until", "upon", "via",
        // Conjunctions.
        "and", "or", "but", "nor", "so", "yet", "for", "because", "if", "unless", "while", "though",
        "although", "than", "as",
        // Auxiliaries, modals and negation.
        "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "done",
        "have", "has", "had", "will", "would", "shall", "should", "can", "could", "may", "might",
        "must", "not",
    ]

    /// Whether `word` (any case) is one of English's closed-class words.
    static func contains(_ word: String) -> Bool { english.contains(word.lowercased()) }
}
