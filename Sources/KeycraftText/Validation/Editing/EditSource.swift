/// Where a proposed change comes from. Every source passes the same rules (a hardware keyboard can type
/// letters into a number-pad field); sources only change how a rule reacts, e.g. a composition update
/// is never broken and a composition commit is truncated rather than rejected.
public enum EditSource: Sendable, Codable {
    /// A key on the on-screen keyboard.
    case typing
    /// A key on an attached hardware keyboard, which ignores the field's keyboard type.
    case hardwareKeyboard
    /// Text from the pasteboard, possibly long and containing anything.
    case paste
    /// The delete key, cut, or any change that only removes text.
    case deletion
    /// A replacement of a selection: autocorrection, a suggestion, text replacement, dictation.
    case replacement
    /// The IME's marked text changed (e.g. ㅎ → 하 → 한): provisional, never rejected by length or
    /// character rules.
    case compositionUpdate
    /// The IME committed its marked text: the final text of the composition. Never rejected; rules
    /// shorten or filter it, or drop it, instead.
    case compositionCommit
    /// The app set the text itself.
    case programmatic
}
