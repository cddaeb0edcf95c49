import KeycraftCLI

KeycraftCommand.runAndExit()
