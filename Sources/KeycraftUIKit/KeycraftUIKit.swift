// KeycraftUIKit: the UIKit layer of an app. Every behaviour lives in KeycraftForms' controllers, which
// are generic over small protocols and tested on Linux; this module only makes UIKit's types conform to
// those protocols and wires observers, gestures and views. On platforms without UIKit it is empty.
// KeycraftForms is not re-exported: its `EdgeInsets`, `LayoutDirection` and `InterfaceOrientation` would
// make SwiftUI's ambiguous in every file that imports both (import KeycraftForms where its names are needed).
#if canImport(UIKit)
@_exported import KeycraftText
#endif
