import Foundation
import SharedCore

/// A `TokenStore` over `SecureStorage` that also encrypts each token field on its own
/// (field-level encryption).
///
/// A separate 256-bit *data key* is created on first save and kept in the secure storage; each
/// token is sealed with AES-256-GCM under it, with AAD naming the store's namespace and the field,
/// so an access token cannot be passed off as a refresh token or moved between namespaces. The
/// sealed fields are written as one record, so ``save(_:)`` is atomic: a crash leaves the old
/// pair or the new one. ``clear()`` deletes the record and the data key.
///
/// The storage encrypts both items again at rest, so this is defence in depth: a token record
/// that escapes (copied into a log, a crash report or another store) stays sealed without the
/// data key, and the data key alone decrypts nothing (the envelope pattern of OWASP
/// MASTG-TEST-0052 L2). The data key is cached in memory until ``clear()``.
public actor SecureTokenStore: TokenStore {
  private let storage: any SecureStorage
  private let crypto: any CryptoProvider
  private let namespace: String
  private var cachedDataKey: Data?
  /// The last queued operation. Operations suspend at every storage call, so without this queue
  /// two first saves could each create a data key, or a clear could land between a save's two
  /// writes; queued, they run one at a time in call order.
  private var queueTail: Task<Void, Never>?

  /// The storage key holding the sealed tokens.
  nonisolated var recordKey: String { "sharedcore.tokens.\(namespace).record" }
  /// The storage key holding the data key.
  nonisolated var dataKeyKey: String { "sharedcore.tokens.\(namespace).data-key" }

  /// Creates a token store.
  /// - Parameters:
  ///   - storage: Where the sealed record and the data key are kept (Keychain, encrypted file).
  ///   - crypto: The AES-GCM provider.
  ///   - namespace: Separates the tokens of different backends or accounts in one storage.
  public init(storage: any SecureStorage, crypto: any CryptoProvider = SystemCrypto(), namespace: String = "default") {
    self.storage = storage
    self.crypto = crypto
    self.namespace = namespace
  }

  /// The stored tokens, decrypted, or `nil` when signed out.
  /// - Throws: ``SecureTokenStoreError``.
  public func load() async throws -> AuthTokens? {
    try await serialized { try await $0.performLoad() }
  }

  /// Seals each token field and replaces the stored record in one atomic write.
  /// - Throws: ``SecureTokenStoreError``.
  public func save(_ tokens: AuthTokens) async throws {
    try await serialized { try await $0.performSave(tokens) }
  }

  /// Deletes the sealed tokens, then the data key.
  /// - Throws: ``SecureTokenStoreError``.
  public func clear() async throws {
    try await serialized { try await $0.performClear() }
  }

  // MARK: - Operations

  /// Runs `operation` after every earlier one has finished. Cancellation is honoured before the
  /// operation starts; once started it completes, so the stored state is never half-written.
  private func serialized<Result: Sendable>(
    _ operation: @escaping @Sendable (isolated SecureTokenStore) async throws -> Result
  ) async throws -> Result {
    try Task.checkCancellation()
    let previous = queueTail
    let task = Task { [previous] in
      await previous?.value
      return try await operation(self)
    }
    queueTail = Task { _ = try? await task.value }
    return try await task.value
  }

  private func performLoad() async throws(SecureTokenStoreError) -> AuthTokens? {
    guard let encoded = try await readStorage(recordKey) else { return nil }
    guard let dataKey = try await existingDataKey() else { throw .dataKeyMissing }
    let record: EncryptedTokenRecord
    do {
      record = try EncryptedTokenRecord.decoder.decode(EncryptedTokenRecord.self, from: encoded)
    } catch {
      throw .corruptedRecord(reason: "\(error)")
    }
    guard record.version == EncryptedTokenRecord.currentVersion else {
      throw .corruptedRecord(reason: "unsupported version \(record.version)")
    }
    return AuthTokens(
      accessToken: try open(record.accessToken, field: "accessToken", using: dataKey),
      refreshToken: try record.refreshToken.map { sealed throws(SecureTokenStoreError) in
        try open(sealed, field: "refreshToken", using: dataKey)
      },
      expiresAt: record.expiresAt
    )
  }

  private func performSave(_ tokens: AuthTokens) async throws(SecureTokenStoreError) {
    let dataKey = try await dataKeyCreatingIfNeeded()
    let record = EncryptedTokenRecord(
      accessToken: try seal(tokens.accessToken, field: "accessToken", using: dataKey),
      refreshToken: try tokens.refreshToken.map { token throws(SecureTokenStoreError) in
        try seal(token, field: "refreshToken", using: dataKey)
      },
      expiresAt: tokens.expiresAt
    )
    let encoded: Data
    do {
      encoded = try EncryptedTokenRecord.encoder.encode(record)
    } catch {
      throw .corruptedRecord(reason: "could not encode: \(error)")
    }
    try await writeStorage(encoded, recordKey)
  }

  private func performClear() async throws(SecureTokenStoreError) {
    cachedDataKey = nil
    do {
      try await storage.delete(forKey: recordKey)
      try await storage.delete(forKey: dataKeyKey)
    } catch {
      throw .storage(error)
    }
  }

  // MARK: - Fields

  /// AAD for one field: domain label, namespace and field name, separated by zero bytes.
  private func associatedData(field: String) -> Data {
    Data("sharedcore.tokens.v1".utf8) + Data([0]) + Data(namespace.utf8) + Data([0]) + Data(field.utf8)
  }

  private func seal(_ value: String, field: String, using key: Data) throws(SecureTokenStoreError) -> Data {
    do {
      return try crypto.aesGCMSeal(Data(value.utf8), key: key, authenticating: associatedData(field: field)).combined
    } catch {
      throw .crypto(error)
    }
  }

  private func open(_ sealed: Data, field: String, using key: Data) throws(SecureTokenStoreError) -> String {
    let plaintext: Data
    do {
      let box = try AESGCMSealedBox(combined: sealed)
      plaintext = try crypto.aesGCMOpen(box, key: key, authenticating: associatedData(field: field))
    } catch .authenticationFailure, .invalidSealedBox, .invalidNonce {
      throw .authenticationFailed(field: field)
    } catch {
      throw .crypto(error)
    }
    guard let value = String(data: plaintext, encoding: .utf8) else {
      throw .corruptedRecord(reason: "\(field) is not UTF-8")
    }
    return value
  }

  // MARK: - Data key

  private func existingDataKey() async throws(SecureTokenStoreError) -> Data? {
    if let cachedDataKey { return cachedDataKey }
    guard let key = try await readStorage(dataKeyKey) else { return nil }
    guard key.count == 32 else { throw .corruptedRecord(reason: "data key is \(key.count) bytes, expected 32") }
    cachedDataKey = key
    return key
  }

  private func dataKeyCreatingIfNeeded() async throws(SecureTokenStoreError) -> Data {
    if let key = try await existingDataKey() { return key }
    let key: Data
    do {
      key = try crypto.makeAES256Key()
    } catch {
      throw .crypto(error)
    }
    try await writeStorage(key, dataKeyKey)
    cachedDataKey = key
    return key
  }

  // MARK: - Storage

  private func readStorage(_ key: String) async throws(SecureTokenStoreError) -> Data? {
    do {
      return try await storage.read(forKey: key)
    } catch {
      throw .storage(error)
    }
  }

  private func writeStorage(_ value: Data, _ key: String) async throws(SecureTokenStoreError) {
    do {
      try await storage.write(value, forKey: key)
    } catch {
      throw .storage(error)
    }
  }
}
