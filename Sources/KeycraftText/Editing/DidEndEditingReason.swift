/// Why editing ended, mirroring `UITextField.DidEndEditingReason`.
public enum DidEndEditingReason: Int, Sendable, Codable {
    /// The user finished: focus moved on, return resigned, or editing ended normally.
    case committed = 0
    /// Editing was cut short: forced to end (a screen disappearing, `endEditing(force: true)`) while the
    /// field's own end-of-editing checks or its delegate would have refused. UIKit reserves this reason
    /// for such cases; we report it so a caller can tell an unchecked value from a committed one.
    case cancelled = 1
}
