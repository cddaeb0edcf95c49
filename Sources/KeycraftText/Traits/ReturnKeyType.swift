/// The title and role of the return key, mirroring `UIReturnKeyType` with UIKit's raw values.
public enum ReturnKeyType: Int, CaseIterable, Sendable, Codable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}
