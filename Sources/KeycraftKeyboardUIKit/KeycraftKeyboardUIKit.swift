// KeycraftKeyboardUIKit: the UIKit layer of a keyboard extension. It links KeycraftKeyboard and
// KeycraftText only, so an extension stays inside its memory budget; the behaviour lives in
// KeycraftKeyboard's Linux-tested controllers. On platforms without UIKit it is empty.
#if canImport(UIKit)
@_exported import KeycraftKeyboard
@_exported import KeycraftText
#endif
