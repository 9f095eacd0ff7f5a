import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct SecureStorageKeyValidationTests {
  @Test(arguments: ["token", "sharedcore.tokens.default.record", "ключ", String(repeating: "k", count: 255)])
  func acceptsUsableKeys(key: String) throws {
    try InMemorySecureStorage.validate(key: key)
  }

  @Test(arguments: [
    ("", "empty"),
    (String(repeating: "k", count: 256), "longer than 255 UTF-8 bytes"),
    (String(repeating: "é", count: 128), "longer than 255 UTF-8 bytes"),
    ("tab\there", "contains control character U+9"),
    ("nul\u{0}", "contains control character U+0"),
  ])
  func rejectsUnusableKeysWithAReason(key: String, reason: String) {
    #expect(throws: SecureStorageError.invalidKey(key, reason: reason)) {
      try InMemorySecureStorage.validate(key: key)
    }
  }

  @Test func inMemoryStorageScriptsFailuresAndExposesValues() async throws {
    let storage = InMemorySecureStorage(values: ["a": Data([1])])
    #expect(try await storage.read(forKey: "a") == Data([1]))
    let failure = SecureStorageError.keychain(operation: "SecItemCopyMatching", status: -25308)
    await storage.failNextOperations(with: failure)
    await #expect(throws: failure) { try await storage.read(forKey: "a") }
    await storage.failNextOperations(with: nil)
    try await storage.write(Data([2]), forKey: "b")
    #expect(await storage.storedValues == ["a": Data([1]), "b": Data([2])])
    try await storage.deleteAll()
    #expect(await storage.storedValues.isEmpty)
  }
}
