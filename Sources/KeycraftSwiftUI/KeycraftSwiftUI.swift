// KeycraftSwiftUI: view modifiers over the same Linux-tested controllers as KeycraftUIKit (field rules
// and formatting, the return-key focus chain, scrolling the focused field into view). On platforms
// without SwiftUI and UIKit it is empty.
// KeycraftForms is not re-exported: its `EdgeInsets`, `LayoutDirection` and `InterfaceOrientation` would
// make SwiftUI's ambiguous in every file that imports both (import KeycraftForms where its names are needed).
#if canImport(SwiftUI) && canImport(UIKit)
@_exported import KeycraftText
#endif
