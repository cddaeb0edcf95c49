import Foundation
import PropertyBased
import Testing

@testable import KeycraftServer

@Suite("Passwords, codes and tokens")
struct AccountSecurityTests {
    private let hasher = PasswordHasher(cost: 4)

    @Test(arguments: ["Correct-Horse-9", "한국어 비밀번호 123", "👩‍👩‍👧 e\u{301} family", ""])
    func bcryptAcceptsOnlyTheSamePassword(password: String) async throws {
        let hash = try await hasher.hash(password)
        #expect(hash.hasPrefix("$2b$04$") && hash.utf8.count == 60)
        #expect(!hash.contains(password) || password.isEmpty)
        #expect(try await hasher.verify(password, hash: hash))
        #expect(try await !hasher.verify(password + "x", hash: hash))
        #expect(try await !hasher.verify(String(password.dropLast()), hash: hash) || password.isEmpty)
        // A different salt each time.
        #expect(try await hasher.hash(password) != hash)
    }

    /// bcrypt reads only 72 bytes; the SHA-256 step before it makes every byte count.
    @Test func passwordsLongerThanBcryptsLimitStillDiffer() async throws {
        let prefix = String(repeating: "가", count: 30)  // 90 UTF-8 bytes
        let hash = try await hasher.hash(prefix + "A")
        #expect(try await hasher.verify(prefix + "A", hash: hash))
        #expect(try await !hasher.verify(prefix + "B", hash: hash))
        #expect(try await !hasher.verify("anything", hash: "not a bcrypt hash"))
    }

    @Test func constantTimeEquality() {
        #expect(ConstantTime.equal("abc", "abc"))
        #expect(!ConstantTime.equal("abc", "abd"))
        #expect(!ConstantTime.equal("abc", "abcd"))
        #expect(!ConstantTime.equal("", "a"))
        #expect(ConstantTime.equal("", ""))
        // 256 bytes apart in length: the length check isn't fooled by the byte truncation.
        #expect(!ConstantTime.equal([UInt8](repeating: 0, count: 256), []))
    }

    @Test func oneTimeCodesAreSixASCIIDigitsAndMatchOnlyThemselves() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            let code = OneTimeCodePolicy.makeCode()
            #expect(code.utf8.count == 6 && code.utf8.allSatisfy { (48...57).contains($0) })
            let salt = "salt\(seed)"
            let stored = StoredOneTimeCode(
                id: "c", accountID: "a", codeHash: OneTimeCodePolicy.hash(code, salt: salt), salt: salt,
                expiresAt: .now, failedAttempts: 0)
            #expect(!stored.codeHash.contains(code))
            #expect(OneTimeCodePolicy.matches(code, stored))
            let other = String(format: "%06d", (Int(code)! + 1 + seed % 999_999) % 1_000_000)
            #expect(!OneTimeCodePolicy.matches(other, stored))
        }
    }

    @Test func tokensAreRandomAndCookieSafe() {
        let tokens = (0..<100).map { _ in SecureToken.make() }
        #expect(Set(tokens).count == 100)
        #expect(tokens.allSatisfy(SecureToken.isWellFormed))
        #expect(!SecureToken.isWellFormed("short"))
        #expect(!SecureToken.isWellFormed(String(repeating: ";", count: 43)))
        #expect(SecureToken.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func theMessageIsTheTextiOSReads() {
        let message = OneTimeCodeMessage(recipient: "a@example.com", code: "012345", domain: "example.com", appName: "Keycraft")
        #expect(message.text == "Your Keycraft code is 012345.\n\n@example.com #012345")
    }
}
