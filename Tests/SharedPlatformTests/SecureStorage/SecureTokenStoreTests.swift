import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SecureTokenStoreTests {
  static let tokens = AuthTokens(
    accessToken: "eyJhbGciOiJIUzI1NiJ9.access-token-value",
    refreshToken: "refresh-token-value",
    expiresAt: Date(timeIntervalSince1970: 1_900_000_000)
  )

  @Test func roundTripAndClear() async throws {
    let storage = InMemorySecureStorage()
    let store = SecureTokenStore(storage: storage)
    #expect(try await store.load() == nil)
    try await store.save(Self.tokens)
    #expect(try await store.load() == Self.tokens)
    try await store.clear()
    #expect(try await store.load() == nil)
    #expect(await storage.storedValues.isEmpty)
    try await store.clear()
  }

  @Test func optionalFieldsRoundTrip() async throws {
    let store = SecureTokenStore(storage: InMemorySecureStorage())
    let bare = AuthTokens(accessToken: "only-access")
    try await store.save(bare)
    #expect(try await store.load() == bare)
    try await store.save(Self.tokens)
    #expect(try await store.load() == Self.tokens)
  }

  @Test func tokensAreEncryptedFieldByFieldUnderASeparateDataKey() async throws {
    let storage = InMemorySecureStorage()
    try await SecureTokenStore(storage: storage, namespace: "wallet").save(Self.tokens)
    let stored = await storage.storedValues
    #expect(Set(stored.keys) == ["sharedcore.tokens.wallet.record", "sharedcore.tokens.wallet.data-key"])
    #expect(stored["sharedcore.tokens.wallet.data-key"]?.count == 32)
    let record = try #require(stored["sharedcore.tokens.wallet.record"])
    for secret in ["access-token-value", "refresh-token-value"] {
      #expect(record.firstRange(of: Data(secret.utf8)) == nil)
    }
    // A new instance over the same storage reads them back (nothing lives only in memory).
    #expect(try await SecureTokenStore(storage: storage, namespace: "wallet").load() == Self.tokens)
  }

  @Test func swappedFieldsFailAuthentication() async throws {
    let storage = InMemorySecureStorage()
    let store = SecureTokenStore(storage: storage)
    try await store.save(Self.tokens)
    let key = "sharedcore.tokens.default.record"
    let record = try #require(await storage.storedValues[key])
    var object = try #require(try JSONSerialization.jsonObject(with: record) as? [String: Any])
    let access = object["accessToken"]
    object["accessToken"] = object["refreshToken"]
    object["refreshToken"] = access
    await storage.overwrite(try JSONSerialization.data(withJSONObject: object), forKey: key)
    await #expect(throws: SecureTokenStoreError.authenticationFailed(field: "accessToken")) {
      try await store.load()
    }
  }

  @Test func recordFromAnotherNamespaceFailsAuthentication() async throws {
    let storage = InMemorySecureStorage()
    try await SecureTokenStore(storage: storage, namespace: "a").save(Self.tokens)
    let values = await storage.storedValues
    // Move both the record and its data key under namespace "b": only the AAD differs now.
    await storage.overwrite(values["sharedcore.tokens.a.record"], forKey: "sharedcore.tokens.b.record")
    await storage.overwrite(values["sharedcore.tokens.a.data-key"], forKey: "sharedcore.tokens.b.data-key")
    await #expect(throws: SecureTokenStoreError.authenticationFailed(field: "accessToken")) {
      try await SecureTokenStore(storage: storage, namespace: "b").load()
    }
  }

  @Test func missingDataKeyIsReported() async throws {
    let storage = InMemorySecureStorage()
    try await SecureTokenStore(storage: storage).save(Self.tokens)
    await storage.overwrite(nil, forKey: "sharedcore.tokens.default.data-key")
    let store = SecureTokenStore(storage: storage)
    await #expect(throws: SecureTokenStoreError.dataKeyMissing) { try await store.load() }
    try await store.clear()
    #expect(try await store.load() == nil)
  }

  @Test func corruptedRecordIsATypedError() async throws {
    let storage = InMemorySecureStorage()
    let store = SecureTokenStore(storage: storage)
    try await store.save(Self.tokens)
    await storage.overwrite(Data("{".utf8), forKey: "sharedcore.tokens.default.record")
    await #expect {
      try await store.load()
    } throws: { error in
      guard case .corruptedRecord = error as? SecureTokenStoreError else { return false }
      return true
    }
  }

  @Test func storageFailuresPropagate() async throws {
    let storage = InMemorySecureStorage()
    let failure = SecureStorageError.keychain(operation: "SecItemAdd", status: -25308)
    await storage.failNextOperations(with: failure)
    let store = SecureTokenStore(storage: storage)
    await #expect(throws: SecureTokenStoreError.storage(failure)) { try await store.save(Self.tokens) }
    await #expect(throws: SecureTokenStoreError.storage(failure)) { try await store.load() }
  }

  @Test func concurrentSavesLeaveOneCompletePair() async throws {
    let store = SecureTokenStore(storage: InMemorySecureStorage())
    let candidates = (0..<32).map { AuthTokens(accessToken: "access-\($0)", refreshToken: "refresh-\($0)") }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for tokens in candidates { group.addTask { try await store.save(tokens) } }
      try await group.waitForAll()
    }
    let loaded = try #require(try await store.load())
    #expect(candidates.contains(loaded))
  }

  @Test func worksOverTheEncryptedFileStorage() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try await SecureTokenStore(storage: EncryptedFileSecureStorageTests.makeStorage(in: directory)).save(Self.tokens)
    let reopened = SecureTokenStore(storage: EncryptedFileSecureStorageTests.makeStorage(in: directory))
    #expect(try await reopened.load() == Self.tokens)
    let onDisk = try Data(contentsOf: directory.appending("data/secure-storage.json"))
    #expect(onDisk.firstRange(of: Data("access-token-value".utf8)) == nil)
    try await reopened.clear()
    #expect(try await reopened.load() == nil)
  }
}
