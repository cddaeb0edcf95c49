import Foundation
import KeycraftCLI

exit(await KeycraftCommand.run())
