// Intentionally empty: the module is the header (SwiftPM wants a source file in a C target).
