#if canImport(Security)
  import Foundation
  import Security
  import SharedCore

  /// ``SecureStorage`` in the Keychain: one `kSecClassGenericPassword` item per key, identified
  /// by `service` + account (the key), never synchronised and never migrated to another device.
  ///
  /// Items use a `…ThisDeviceOnly` accessibility class (OWASP MASTG-KNOW-0069: never
  /// `kSecAttrAccessibleAlways`). The Keychain is thread-safe, so this value type needs no lock.
  ///
  /// **macOS.** The data-protection Keychain (`kSecUseDataProtectionKeychain`, the iOS-style
  /// Keychain) needs a signed process with a Keychain access group or application identifier
  /// entitlement; an unsigned command-line tool gets `errSecMissingEntitlement` (-34018) from every
  /// call. With ``MacKeychain/automatic`` (the default) the first such answer switches the process
  /// to the login (file-based) Keychain, where the same items work without entitlements; the choice
  /// is made once per process, since entitlements are. Pass ``MacKeychain/dataProtection`` to fail
  /// instead.
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

    /// Which macOS Keychain holds the items (ignored on other platforms, which have one).
    public enum MacKeychain: Sendable, Hashable {
      /// The data-protection Keychain when the process is entitled to it, else the login Keychain.
      case automatic
      /// The data-protection Keychain only; unentitled processes fail with status -34018.
      case dataProtection
      /// The login (file-based) Keychain only.
      case fileBased
    }

    /// The `kSecAttrService` every item carries (e.g. `com.example.app.sharedcore`).
    public let service: String
    /// When the items can be read.
    public let accessibility: Accessibility
    /// The Keychain access group to share items with other apps of the same team, if any.
    public let accessGroup: String?
    /// Which macOS Keychain holds the items.
    public let macKeychain: MacKeychain

    /// Whether this process may use the data-protection Keychain: `nil` until a call finds out.
    private static let dataProtectionEntitled = LockedValue<Bool?>(nil)

    /// Creates a Keychain-backed storage.
    public init(
      service: String,
      accessibility: Accessibility = .afterFirstUnlockThisDeviceOnly,
      accessGroup: String? = nil,
      macKeychain: MacKeychain = .automatic
    ) {
      self.service = service
      self.accessibility = accessibility
      self.accessGroup = accessGroup
      self.macKeychain = macKeychain
    }

    /// The item's data, or `nil` when there is no item for `key`.
    public func read(forKey key: String) async throws(SecureStorageError) -> Data? {
      try Self.validate(key: key)
      var result: CFTypeRef?
      let status = withKeychain { dataProtection in
        var query = baseQuery(account: key, dataProtection: dataProtection)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        result = nil
        return SecItemCopyMatching(query as CFDictionary, &result)
      }
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
      var query: [String: Any] = [:]
      let updateStatus = withKeychain { dataProtection in
        query = baseQuery(account: key, dataProtection: dataProtection)
        return SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
      }
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
      try deleteItems(account: key)
    }

    /// Deletes every item of this ``service`` (and access group).
    public func deleteAll() async throws(SecureStorageError) {
      try deleteItems(account: nil)
    }

    // MARK: - Queries

    /// Runs one Keychain call, on macOS against the data-protection Keychain when allowed and
    /// again against the login Keychain when ``MacKeychain/automatic`` finds the process unentitled.
    /// `call` receives whether to use the data-protection Keychain (only meaningful on macOS).
    private func withKeychain(_ call: (_ dataProtection: Bool) -> OSStatus) -> OSStatus {
      #if os(macOS)
        switch macKeychain {
        case .dataProtection: return call(true)
        case .fileBased: return call(false)
        case .automatic:
          if Self.dataProtectionEntitled.withLock({ $0 }) == false { return call(false) }
          let status = call(true)
          guard status == errSecMissingEntitlement else {
            Self.dataProtectionEntitled.withLock { $0 = true }
            return status
          }
          Self.dataProtectionEntitled.withLock { $0 = false }
          return call(false)
        }
      #else
        return call(true)
      #endif
    }

    private func baseQuery(account: String?, dataProtection: Bool) -> [String: Any] {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrSynchronizable as String: false,
      ]
      if let account { query[kSecAttrAccount as String] = account }
      if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
      #if os(macOS)
        if dataProtection { query[kSecUseDataProtectionKeychain as String] = true }
      #endif
      return query
    }

    private func deleteItems(account: String?) throws(SecureStorageError) {
      let status = withKeychain { dataProtection in
        SecItemDelete(baseQuery(account: account, dataProtection: dataProtection) as CFDictionary)
      }
      guard status == errSecSuccess || status == errSecItemNotFound else {
        throw .keychain(operation: "SecItemDelete", status: status)
      }
    }
  }
#endif
