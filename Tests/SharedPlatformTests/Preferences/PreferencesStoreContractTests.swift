import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Behaviour every ``PreferencesStore`` shares, run against each implementation.
@Suite struct PreferencesStoreContractTests {
  enum Kind: String, CaseIterable, Sendable {
    case jsonFile, userDefaults, inMemory
  }

  struct Profile: Codable, Sendable, Equatable {
    var name: String
    var tags: [String]
    var balance: Decimal
  }

  /// A fresh store of `kind` and the clean-up to run after the test.
  static func makeStore(_ kind: Kind) throws -> (store: any PreferencesStore, cleanUp: @Sendable () -> Void) {
    switch kind {
    case .jsonFile:
      let directory = try TemporaryDirectory()
      return (JSONFilePreferencesStore(fileURL: directory.appending("prefs/preferences.json")), directory.remove)
    case .userDefaults:
      let suite = "sharedcore.tests.\(UUID().uuidString)"
      let store = try #require(UserDefaultsPreferencesStore(suiteName: suite))
      return (store, { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) })
    case .inMemory:
      return (InMemoryPreferencesStore(), {})
    }
  }

  @Test(arguments: Kind.allCases)
  func roundTripsCodableValues(kind: Kind) async throws {
    let (store, cleanUp) = try Self.makeStore(kind)
    defer { cleanUp() }
    let profile = Profile(name: "Ann", tags: ["a", "b"], balance: Decimal(string: "12345678901234567.89") ?? 0)
    try await store.set(42, forKey: "count")
    try await store.set("dark", forKey: "theme")
    try await store.set(true, forKey: "enabled")
    try await store.set(profile, forKey: "profile")
    #expect(try await store.value(Int.self, forKey: "count") == 42)
    #expect(try await store.value(String.self, forKey: "theme") == "dark")
    #expect(try await store.value(Bool.self, forKey: "enabled") == true)
    #expect(try await store.value(Profile.self, forKey: "profile") == profile)
    #expect(try await store.value(Int.self, forKey: "missing") == nil)
    try await store.set(43, forKey: "count")
    #expect(try await store.value(Int.self, forKey: "count") == 43)
  }

  @Test(arguments: Kind.allCases)
  func typedKeysFallBackToTheirDefault(kind: Kind) async throws {
    let (store, cleanUp) = try Self.makeStore(kind)
    defer { cleanUp() }
    let key = PreferenceKey(name: "pageSize", defaultValue: 20)
    #expect(try await store.value(for: key) == 20)
    try await store.set(50, for: key)
    #expect(try await store.value(for: key) == 50)
    try await store.removeValue(for: key)
    #expect(try await store.value(for: key) == 20)
  }

  @Test(arguments: Kind.allCases)
  func removeValueAndRemoveAll(kind: Kind) async throws {
    let (store, cleanUp) = try Self.makeStore(kind)
    defer { cleanUp() }
    try await store.set("x", forKey: "a")
    try await store.set("y", forKey: "b")
    try await store.removeValue(forKey: "a")
    try await store.removeValue(forKey: "a")
    #expect(try await store.value(String.self, forKey: "a") == nil)
    #expect(try await store.value(String.self, forKey: "b") == "y")
    try await store.removeAll()
    #expect(try await store.value(String.self, forKey: "b") == nil)
  }

  @Test(arguments: Kind.allCases)
  func typeMismatchIsADecodingError(kind: Kind) async throws {
    let (store, cleanUp) = try Self.makeStore(kind)
    defer { cleanUp() }
    try await store.set("not a number", forKey: "count")
    await #expect {
      try await store.value(Int.self, forKey: "count")
    } throws: { error in
      guard case .decodingFailed(key: "count", _) = error as? PreferencesError else { return false }
      return true
    }
  }

  @Test(arguments: Kind.allCases)
  func concurrentWritesAreAllKept(kind: Kind) async throws {
    let (store, cleanUp) = try Self.makeStore(kind)
    defer { cleanUp() }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<32 {
        group.addTask { try await store.set(index, forKey: "key-\(index)") }
      }
      try await group.waitForAll()
    }
    for index in 0..<32 {
      #expect(try await store.value(Int.self, forKey: "key-\(index)") == index)
    }
  }
}
