#if canImport(Security)
  import Foundation
  import Security
  import SharedCore

  /// ``SecureStorage`` in the Keychain: one `kSecClassGenericPassword` item per key, identified
  /// by `service` + account (the key), never synchronised and never migrated to another device.
  ///
  /// Items use a `…ThisDeviceOnly` accessibility class (OWASP MASTG-KNOW-0069: never
  /// `kSecAttrAccessibleAlways`). On macOS the data-protection Keychain is used, so behaviour
  /// matches iOS. The Keychain is thread-safe, so this value type needs no lock.
  public struct KeychainSecureStorage: SecureStorage {
    /// When items can be read (`kSecAttrAccessible…ThisDeviceOnly`).
    public enum Accessibility: Sendable, Hashable {
      /// After the first unlock since boot, until the next reboot: lets background refreshes
      /// run while the device is locked. `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
      case afterFirstUnlockThisDeviceOnly
      /// Only while the device is unlocked. `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`.
      case whenUnlockedThisDeviceOnly
      /// Only while unlocked, and only if a passcode is set (items are deleted when it is
      /// removed). `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`.
      case whenPasscodeSetThisDeviceOnly

      var attributeValue: CFString {
        switch self {
        case .afterFirstUnlockThisDeviceOnly: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        case .whenUnlockedThisDeviceOnly: kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        case .whenPasscodeSetThisDeviceOnly: kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        }
      }
    }

    /// The `kSecAttrService` every item carries (e.g. `com.example.app.sharedcore`).
    public let service: String
    /// When the items can be read.
    public let accessibility: Accessibility
    /// The Keychain access group to share items with other apps of the same team, if any.
    public let accessGroup: String?

    /// Creates a Keychain-backed storage.
    public init(
      service: String,
      accessibility: Accessibility = .afterFirstUnlockThisDeviceOnly,
      accessGroup: String? = nil
    ) {
      self.service = service
      self.accessibility = accessibility
      self.accessGroup = accessGroup
    }

    /// The item's data, or `nil` when there is no item for `key`.
    public func read(forKey key: String) async throws(SecureStorageError) -> Data? {
      try Self.validate(key: key)
      var query = baseQuery(account: key)
      query[kSecReturnData as String] = true
      query[kSecMatchLimit as String] = kSecMatchLimitOne
      var result: CFTypeRef?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      switch status {
      case errSecSuccess:
        guard let data = result as? Data else {
          throw .keychain(operation: "SecItemCopyMatching", status: errSecDecode)
        }
        return data
      case errSecItemNotFound:
        return nil
      default:
        throw .keychain(operation: "SecItemCopyMatching", status: status)
      }
    }

    /// Updates the item in place, or adds it: either way a single Keychain call changes it.
    public func write(_ value: Data, forKey key: String) async throws(SecureStorageError) {
      try Self.validate(key: key)
      let attributes: [String: Any] = [
        kSecValueData as String: value,
        kSecAttrAccessible as String: accessibility.attributeValue,
      ]
      let query = baseQuery(account: key)
      let updateStatus = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
      switch updateStatus {
      case errSecSuccess:
        return
      case errSecItemNotFound:
        let addStatus = SecItemAdd(query.merging(attributes) { _, new in new } as CFDictionary, nil)
        if addStatus == errSecDuplicateItem {
          // Another writer added the item between the two calls; update theirs.
          let retryStatus = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
          guard retryStatus == errSecSuccess else { throw .keychain(operation: "SecItemUpdate", status: retryStatus) }
        } else if addStatus != errSecSuccess {
          throw .keychain(operation: "SecItemAdd", status: addStatus)
        }
      default:
        throw .keychain(operation: "SecItemUpdate", status: updateStatus)
      }
    }

    /// Deletes the item for `key`, if any.
    public func delete(forKey key: String) async throws(SecureStorageError) {
      try Self.validate(key: key)
      try deleteItems(matching: baseQuery(account: key))
    }

    /// Deletes every item of this ``service`` (and access group).
    public func deleteAll() async throws(SecureStorageError) {
      try deleteItems(matching: baseQuery(account: nil))
    }

    // MARK: - Queries

    private func baseQuery(account: String?) -> [String: Any] {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrSynchronizable as String: false,
      ]
      if let account { query[kSecAttrAccount as String] = account }
      if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
      #if os(macOS)
        query[kSecUseDataProtectionKeychain as String] = true
      #endif
      return query
    }

    private func deleteItems(matching query: [String: Any]) throws(SecureStorageError) {
      let status = SecItemDelete(query as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else {
        throw .keychain(operation: "SecItemDelete", status: status)
      }
    }
  }
#endif
