import Foundation
import SharedCore
import SharedPlatform
import Testing

/// What happens when the files under an ``EncryptedFileSecureStorage`` are altered.
@Suite struct EncryptedFileSecureStorageTamperTests {
  static func records(at url: URL) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return try #require(object as? [String: Any])
  }

  static func rewrite(_ url: URL, _ change: (inout [String: String]) throws -> Void) throws {
    var file = try records(at: url)
    var entries = try #require(file["records"] as? [String: String])
    try change(&entries)
    file["records"] = entries
    try JSONSerialization.data(withJSONObject: file).write(to: url)
  }

  @Test func swappedRecordsFailAuthentication() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("alice-token".utf8), forKey: "alice")
    try await storage.write(Data("mallory-token".utf8), forKey: "mallory")

    try Self.rewrite(storage.fileURL) { entries in
      let alice = try #require(entries["alice"])
      entries["alice"] = entries["mallory"]
      entries["mallory"] = alice
    }
    await #expect(throws: SecureStorageError.authenticationFailed(key: "alice")) {
      try await storage.read(forKey: "alice")
    }
    await #expect(throws: SecureStorageError.authenticationFailed(key: "mallory")) {
      try await storage.read(forKey: "mallory")
    }
  }

  @Test func alteredRecordFailsAuthentication() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("value".utf8), forKey: "k")
    try Self.rewrite(storage.fileURL) { entries in
      let encoded = try #require(entries["k"])
      var sealed = try #require(Data(base64Encoded: encoded))
      sealed[sealed.startIndex + 14] ^= 0x01
      entries["k"] = sealed.base64EncodedString()
    }
    await #expect(throws: SecureStorageError.authenticationFailed(key: "k")) { try await storage.read(forKey: "k") }
  }

  @Test func truncatedRecordFailsAuthentication() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("value".utf8), forKey: "k")
    try Self.rewrite(storage.fileURL) { entries in entries["k"] = Data([1, 2, 3]).base64EncodedString() }
    await #expect(throws: SecureStorageError.authenticationFailed(key: "k")) { try await storage.read(forKey: "k") }
  }

  @Test func anotherStoresKeyFailsAuthentication() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("value".utf8), forKey: "k")
    let stranger = EncryptedFileSecureStorage(
      fileURL: storage.fileURL, keyFileURL: directory.appending("other-keys/secure-storage.key"))
    try await EncryptedFileSecureStorage(
      fileURL: directory.appending("other/store.json"), keyFileURL: stranger.keyFileURL
    ).write(Data("x".utf8), forKey: "x")
    await #expect(throws: SecureStorageError.authenticationFailed(key: "k")) { try await stranger.read(forKey: "k") }
  }

  @Test(arguments: [
    "not json at all",
    "{\"format\":\"sharedcore.secure-storage\",\"version\":1}",
    "{\"format\":\"something-else\",\"version\":1,\"records\":{}}",
    "{\"format\":\"sharedcore.secure-storage\",\"version\":99,\"records\":{}}",
    "{\"format\":\"sharedcore.secure-storage\",\"version\":1,\"records\":{\"k\":42}}",
  ])
  func corruptedStoreIsATypedError(contents: String) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("value".utf8), forKey: "k")
    try Data(contents.utf8).write(to: storage.fileURL)
    for operation in [0, 1, 2] {
      await #expect {
        switch operation {
        case 0: _ = try await storage.read(forKey: "k")
        case 1: try await storage.write(Data("new".utf8), forKey: "k")
        default: try await storage.delete(forKey: "k")
        }
      } throws: { error in
        guard case .corruptedStore(let path, _) = error as? SecureStorageError else { return false }
        return path == storage.fileURL.path
      }
    }
    // The damaged file is reported, never silently replaced; deleteAll is the recovery.
    #expect(try String(decoding: Data(contentsOf: storage.fileURL), as: UTF8.self) == contents)
    try await storage.deleteAll()
    try await storage.write(Data("fresh".utf8), forKey: "k")
    #expect(try await storage.read(forKey: "k") == Data("fresh".utf8))
  }

  @Test func wrongSizedKeyFileIsATypedError() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("value".utf8), forKey: "k")
    try Data(repeating: 7, count: 16).write(to: storage.keyFileURL)
    let reopened = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    await #expect {
      try await reopened.read(forKey: "k")
    } throws: { error in
      guard case .invalidKeyFile(let path, _) = error as? SecureStorageError else { return false }
      return path == storage.keyFileURL.path
    }
  }

  @Test func keyFileReadableByOthersIsRefused() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("value".utf8), forKey: "k")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: storage.keyFileURL.path)
    let reopened = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    await #expect {
      try await reopened.read(forKey: "k")
    } throws: { error in
      guard case .invalidKeyFile = error as? SecureStorageError else { return false }
      return true
    }
  }

  @Test func lostKeyFileIsReportedNotReplaced() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    try await storage.write(Data("value".utf8), forKey: "k")
    try FileManager.default.removeItem(at: storage.keyFileURL)
    let reopened = EncryptedFileSecureStorageTests.makeStorage(in: directory)
    let missing = SecureStorageError.keyFileMissing(path: storage.keyFileURL.path)
    await #expect(throws: missing) { try await reopened.read(forKey: "k") }
    await #expect(throws: missing) { try await reopened.write(Data("new".utf8), forKey: "other") }
    #expect(!FileManager.default.fileExists(atPath: storage.keyFileURL.path))
  }
}
