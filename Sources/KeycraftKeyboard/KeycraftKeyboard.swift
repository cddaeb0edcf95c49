// KeycraftKeyboard: the custom-keyboard engine a keyboard extension links. It depends on KeycraftText
// alone, and never logs, stores or sends what is typed.
