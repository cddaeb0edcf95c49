/// A trait that is on, off, or left to the input method: the shape UIKit gives five separate enums
/// (`UITextAutocorrectionType`, `UITextSpellCheckingType`, `UITextSmartQuotesType`,
/// `UITextSmartDashesType`, `UITextSmartInsertDeleteType`), all with `default` 0, `no` 1, `yes` 2
/// (Apple: UIKit › UITextInputTraits, each type's constants).
///
/// One enum with UIKit's names as aliases keeps the five identical definitions in one place.
///
/// ```swift
/// let search = TextInputTraits(autocorrectionType: .no, spellCheckingType: .no)
/// ```
public enum TextInputTraitToggle: Int, CaseIterable, Sendable, Codable {
    /// The input method decides (for most keyboards: on).
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2

    /// The explicit choice, or `fallback` when left to the input method.
    public func resolved(default fallback: Bool) -> Bool {
        switch self {
        case .default: fallback
        case .no: false
        case .yes: true
        }
    }
}

/// Mirrors `UITextAutocorrectionType`.
public typealias TextAutocorrectionType = TextInputTraitToggle
/// Mirrors `UITextSpellCheckingType`.
public typealias TextSpellCheckingType = TextInputTraitToggle
/// Mirrors `UITextSmartQuotesType` (iOS 11).
public typealias TextSmartQuotesType = TextInputTraitToggle
/// Mirrors `UITextSmartDashesType` (iOS 11).
public typealias TextSmartDashesType = TextInputTraitToggle
/// Mirrors `UITextSmartInsertDeleteType` (iOS 11).
public typealias TextSmartInsertDeleteType = TextInputTraitToggle
