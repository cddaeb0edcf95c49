// KeycraftSwiftUI: view modifiers over the same Linux-tested controllers as KeycraftUIKit (field rules
// and formatting, the return-key focus chain, scrolling the focused field into view). On platforms
// without SwiftUI and UIKit it is empty.
#if canImport(SwiftUI) && canImport(UIKit)
@_exported import KeycraftForms
@_exported import KeycraftText
#endif
