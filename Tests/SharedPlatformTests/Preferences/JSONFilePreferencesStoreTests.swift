import Foundation
import SharedCore
import SharedPlatform
import Testing

@Suite struct JSONFilePreferencesStoreTests {
  static func inode(of url: URL) throws -> UInt64 {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
  }

  @Test func valuesPersistInAReadableOwnerOnlyFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.appending("prefs/preferences.json")
    try await JSONFilePreferencesStore(fileURL: url).set(["en", "fr"], forKey: "languages")
    #expect(try permissions(of: url) == 0o600)
    let text = try String(decoding: Data(contentsOf: url), as: UTF8.self)
    #expect(text.contains("\"format\" : \"sharedcore.preferences\""))
    #expect(try await JSONFilePreferencesStore(fileURL: url).value([String].self, forKey: "languages") == ["en", "fr"])
  }

  @Test func writesReplaceTheFileAtomically() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.appending("preferences.json")
    let store = JSONFilePreferencesStore(fileURL: url)
    try await store.set("old", forKey: "k")
    let snapshot = directory.appending("snapshot.json")
    try FileManager.default.linkItem(at: url, to: snapshot)
    let before = try Self.inode(of: url)

    try await store.set("new", forKey: "k")

    // A new file was renamed into place; the old one was never modified in place.
    #expect(try Self.inode(of: url) != before)
    #expect(try await JSONFilePreferencesStore(fileURL: snapshot).value(String.self, forKey: "k") == "old")
    #expect(try await JSONFilePreferencesStore(fileURL: url).value(String.self, forKey: "k") == "new")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  @Test(arguments: [
    "{ truncated",
    "[]",
    "{\"format\":\"other\",\"version\":1,\"values\":{}}",
    "{\"format\":\"sharedcore.preferences\",\"version\":2,\"values\":{}}",
    "{\"format\":\"sharedcore.preferences\",\"version\":1,\"values\":{\"k\":1}}",
  ])
  func corruptedFileIsReportedAndKeptUntilRemoveAll(contents: String) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.appending("preferences.json")
    try Data(contents.utf8).write(to: url)
    let store = JSONFilePreferencesStore(fileURL: url)
    let isCorrupted: @Sendable (any Error) -> Bool = { error in
      guard case .corruptedFile(let path, _) = error as? PreferencesError else { return false }
      return path == url.path
    }
    await #expect(performing: { try await store.value(String.self, forKey: "k") }, throws: isCorrupted)
    await #expect(performing: { try await store.set("v", forKey: "k") }, throws: isCorrupted)
    await #expect(performing: { try await store.removeValue(forKey: "k") }, throws: isCorrupted)
    #expect(try String(decoding: Data(contentsOf: url), as: UTF8.self) == contents)

    try await store.removeAll()
    try await store.set("v", forKey: "k")
    #expect(try await store.value(String.self, forKey: "k") == "v")
  }

  @Test func corruptedValueIsADecodingErrorForThatKeyOnly() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.appending("preferences.json")
    let file = "{\"format\":\"sharedcore.preferences\",\"version\":1,\"values\":{\"bad\":\"{\",\"good\":\"7\"}}"
    try Data(file.utf8).write(to: url)
    let store = JSONFilePreferencesStore(fileURL: url)
    #expect(try await store.value(Int.self, forKey: "good") == 7)
    await #expect {
      try await store.value(Int.self, forKey: "bad")
    } throws: { error in
      guard case .decodingFailed(key: "bad", _) = error as? PreferencesError else { return false }
      return true
    }
  }
}
