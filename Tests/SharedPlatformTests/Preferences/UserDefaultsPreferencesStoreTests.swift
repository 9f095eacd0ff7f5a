import Foundation
import SharedCore
import SharedPlatform
import Testing

@Suite struct UserDefaultsPreferencesStoreTests {
  @Test func removeAllLeavesOtherKeysInTheSuite() async throws {
    let suite = "sharedcore.tests.\(UUID().uuidString)"
    defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
    let defaults = try #require(UserDefaults(suiteName: suite))
    defaults.set("keep me", forKey: "host.app.setting")
    let store = try #require(UserDefaultsPreferencesStore(suiteName: suite))
    try await store.set(1, forKey: "a")
    #expect(defaults.data(forKey: "sharedcore.preferences.a") == Data("1".utf8))
    try await store.removeAll()
    #expect(try await store.value(Int.self, forKey: "a") == nil)
    #expect(defaults.string(forKey: "host.app.setting") == "keep me")
  }

  @Test func foreignValueUnderTheKeyIsADecodingError() async throws {
    let suite = "sharedcore.tests.\(UUID().uuidString)"
    defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
    let defaults = try #require(UserDefaults(suiteName: suite))
    defaults.set("a plain string", forKey: "sharedcore.preferences.theme")
    let store = try #require(UserDefaultsPreferencesStore(suiteName: suite))
    await #expect {
      try await store.value(String.self, forKey: "theme")
    } throws: { error in
      guard case .decodingFailed(key: "theme", _) = error as? PreferencesError else { return false }
      return true
    }
  }
}
