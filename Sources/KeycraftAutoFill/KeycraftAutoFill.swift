// KeycraftAutoFill: content types, Apple's password-rules language, strong passwords, and the
// apple-app-site-association file.
