import Foundation
import SharedCore
import SharedPlatform
import Testing

@Suite struct EncryptedFileSecureStorageTests {
  /// A store in `directory/data/`, its key in `directory/keys/`.
  static func makeStorage(in directory: TemporaryDirectory) -> EncryptedFileSecureStorage {
    EncryptedFileSecureStorage(
      fileURL: directory.appending("data/secure-storage.json"),
      keyFileURL: directory.appending("keys/secure-storage.key")
    )
  }

  @Test func roundTripOverwriteAndDelete() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = Self.makeStorage(in: directory)

    #expect(try await storage.read(forKey: "missing") == nil)
    try await storage.write(Data("first".utf8), forKey: "token")
    #expect(try await storage.read(forKey: "token") == Data("first".utf8))
    try await storage.write(Data("second".utf8), forKey: "token")
    try await storage.write(Data(), forKey: "empty")
    #expect(try await storage.read(forKey: "token") == Data("second".utf8))
    #expect(try await storage.read(forKey: "empty") == Data())
    try await storage.delete(forKey: "token")
    try await storage.delete(forKey: "token")
    #expect(try await storage.read(forKey: "token") == nil)
    #expect(try await storage.read(forKey: "empty") == Data())
  }

  @Test func valuesSurviveANewInstance() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try await Self.makeStorage(in: directory).write(Data("persisted".utf8), forKey: "k")
    #expect(try await Self.makeStorage(in: directory).read(forKey: "k") == Data("persisted".utf8))
  }

  @Test func filesAreOwnerOnlyAndTheKeyIsKeptApart() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = Self.makeStorage(in: directory)
    try await storage.write(Data("secret".utf8), forKey: "k")

    #expect(try permissions(of: storage.fileURL) == 0o600)
    #expect(try permissions(of: storage.fileURL.deletingLastPathComponent()) == 0o700)
    #expect(try permissions(of: storage.keyFileURL) == 0o600)
    #expect(try permissions(of: storage.keyFileURL.deletingLastPathComponent()) == 0o700)
    #expect(storage.keyFileURL.deletingLastPathComponent() != storage.fileURL.deletingLastPathComponent())
    let key = try Data(contentsOf: storage.keyFileURL)
    #expect(key.count == 32)
    let store = try Data(contentsOf: storage.fileURL)
    #expect(store.firstRange(of: key) == nil)
    #expect(store.firstRange(of: Data(key.base64EncodedString().utf8)) == nil)
  }

  @Test func plaintextNeverReachesTheDisk() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = Self.makeStorage(in: directory)
    let secret = Data("eyJhbGciOiJIUzI1NiJ9.very-secret-access-token".utf8)
    try await storage.write(secret, forKey: "accessToken")

    let onDisk = try Data(contentsOf: storage.fileURL)
    #expect(onDisk.firstRange(of: secret) == nil)
    #expect(onDisk.firstRange(of: Data(secret.base64EncodedString().utf8)) == nil)
    #expect(onDisk.firstRange(of: Data("very-secret".utf8)) == nil)
    // No temporary files are left beside the store.
    let siblings = try FileManager.default.contentsOfDirectory(atPath: storage.fileURL.deletingLastPathComponent().path)
    #expect(siblings == ["secure-storage.json"])
  }

  @Test func concurrentWritesAreAllKept() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = Self.makeStorage(in: directory)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<64 {
        group.addTask { try await storage.write(Data("value-\(index)".utf8), forKey: "key-\(index)") }
      }
      try await group.waitForAll()
    }
    let reopened = Self.makeStorage(in: directory)
    for index in 0..<64 {
      #expect(try await reopened.read(forKey: "key-\(index)") == Data("value-\(index)".utf8))
    }
  }

  @Test func deleteAllRemovesTheStoreAndItsKey() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = Self.makeStorage(in: directory)
    try await storage.write(Data("a".utf8), forKey: "a")
    let firstKey = try Data(contentsOf: storage.keyFileURL)
    try await storage.deleteAll()
    #expect(!FileManager.default.fileExists(atPath: storage.fileURL.path))
    #expect(!FileManager.default.fileExists(atPath: storage.keyFileURL.path))
    #expect(try await storage.read(forKey: "a") == nil)
    try await storage.write(Data("b".utf8), forKey: "b")
    #expect(try Data(contentsOf: storage.keyFileURL) != firstKey)
    #expect(try await storage.read(forKey: "b") == Data("b".utf8))
  }

  @Test(arguments: ["", String(repeating: "k", count: 256), "line\nbreak"])
  func invalidKeysAreRejected(key: String) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = Self.makeStorage(in: directory)
    await #expect {
      try await storage.write(Data("x".utf8), forKey: key)
    } throws: { error in
      guard case .invalidKey(key, _) = error as? SecureStorageError else { return false }
      return true
    }
  }

  @Test func standardLocationsFollowXDGAndSeparateTheKey() throws {
    let home = ["HOME": "/home/ann"]
    let locations = try #require(
      EncryptedFileSecureStorage.standardLocations(applicationID: "com.example", environment: home))
    #expect(locations.fileURL.path == "/home/ann/.local/share/com.example/secure-storage.json")
    #expect(locations.keyFileURL.path == "/home/ann/.config/com.example/secure-storage.key")
    let xdg = ["HOME": "/home/ann", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/conf"]
    let custom = try #require(EncryptedFileSecureStorage.standardLocations(applicationID: "app", environment: xdg))
    #expect(custom.fileURL.path == "/data/app/secure-storage.json")
    #expect(custom.keyFileURL.path == "/conf/app/secure-storage.key")
    #expect(EncryptedFileSecureStorage.standardLocations(applicationID: "../x", environment: home) == nil)
    #expect(EncryptedFileSecureStorage.standardLocations(applicationID: "app", environment: [:]) == nil)
  }
}
