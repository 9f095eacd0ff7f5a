import Foundation
import SharedCore

/// `SecureStorage` in an AES-256-GCM encrypted file readable only by its owner: the Linux
/// counterpart of the Keychain (it also works on Apple platforms, where the Keychain is preferred).
///
/// - The store file (mode `0600`, in a directory set to `0700`) is JSON mapping each key to its
///   sealed value (`nonce || ciphertext || tag`, base64). Key *names* are visible; values are not.
/// - Each record is sealed with AAD naming its key, so a record copied or swapped under another
///   key fails with `SecureStorageError/authenticationFailed(key:)` instead of being returned.
/// - The 32-byte encryption key lives in a separate file (mode `0600`), normally in another
///   directory, created from the system CSPRNG on first write. A key file readable by group or
///   others is refused (as OpenSSH refuses such private keys).
/// - Every change rewrites the file atomically (temporary file, `fsync`, `rename`).
///
/// The actor serialises access within a process. Use one instance per file; separate processes
/// writing the same file are not coordinated (the last writer wins).
public actor EncryptedFileSecureStorage: SecureStorage {
  /// The store file.
  public nonisolated let fileURL: URL
  /// The encryption-key file.
  public nonisolated let keyFileURL: URL
  private let crypto: any CryptoProvider
  private var cachedKey: Data?

  /// Creates a store; nothing touches the disk until the first operation.
  /// - Parameters:
  ///   - fileURL: Where records are kept; its directory is created (and restricted to `0700`).
  ///   - keyFileURL: Where the encryption key is kept; put it in a different directory from
  ///     `fileURL` (e.g. from ``standardLocations(applicationID:environment:)``) so a copy of one
  ///     directory does not carry both.
  ///   - crypto: The AES-GCM and random-number provider.
  public init(fileURL: URL, keyFileURL: URL, crypto: any CryptoProvider = SystemCrypto()) {
    self.fileURL = fileURL
    self.keyFileURL = keyFileURL
    self.crypto = crypto
  }

  // MARK: - SecureStorage

  /// The value under `key`, authenticated and decrypted; `nil` when there is none.
  public func read(forKey key: String) async throws(SecureStorageError) -> Data? {
    try Self.validate(key: key)
    let records = try loadRecords()
    guard let sealed = records[key] else { return nil }
    guard let encryptionKey = try loadKey() else { throw .keyFileMissing(path: keyFileURL.path) }
    return try open(sealed, key: key, using: encryptionKey)
  }

  /// Seals `value` under `key` and rewrites the file atomically.
  public func write(_ value: Data, forKey key: String) async throws(SecureStorageError) {
    try Self.validate(key: key)
    var records = try loadRecords()
    let encryptionKey = try loadOrCreateKey(storeHasRecords: !records.isEmpty)
    do {
      let box = try crypto.aesGCMSeal(value, key: encryptionKey, authenticating: Self.associatedData(forKey: key))
      records[key] = box.combined
    } catch {
      throw .crypto(error)
    }
    try saveRecords(records)
  }

  /// Removes `key`'s record, rewriting the file only when it held one.
  public func delete(forKey key: String) async throws(SecureStorageError) {
    try Self.validate(key: key)
    var records = try loadRecords()
    guard records.removeValue(forKey: key) != nil else { return }
    try saveRecords(records)
  }

  /// Removes the store file and the key file (a later write starts with a new key).
  public func deleteAll() async throws(SecureStorageError) {
    cachedKey = nil
    do {
      try PrivateFile.remove(fileURL)
      try PrivateFile.remove(keyFileURL)
    } catch {
      throw Self.mapped(error)
    }
  }

  // MARK: - Records

  /// The AAD binding a record to its key: a domain label, a zero byte, then the key's UTF-8.
  static func associatedData(forKey key: String) -> Data {
    Data("sharedcore.secure-storage.v1".utf8) + Data([0]) + Data(key.utf8)
  }

  private func open(_ sealed: Data, key: String, using encryptionKey: Data) throws(SecureStorageError) -> Data {
    do {
      let box = try AESGCMSealedBox(combined: sealed)
      return try crypto.aesGCMOpen(box, key: encryptionKey, authenticating: Self.associatedData(forKey: key))
    } catch .authenticationFailure, .invalidSealedBox, .invalidNonce {
      throw .authenticationFailed(key: key)
    } catch {
      throw .crypto(error)
    }
  }

  private func loadRecords() throws(SecureStorageError) -> [String: Data] {
    let contents: Data?
    do {
      contents = try PrivateFile.read(fileURL)
    } catch {
      throw Self.mapped(error)
    }
    guard let contents else { return [:] }
    return try EncryptedStoreFile.decode(contents, path: fileURL.path).records
  }

  private func saveRecords(_ records: [String: Data]) throws(SecureStorageError) {
    let contents = try EncryptedStoreFile(records: records).encoded(path: fileURL.path)
    do {
      try PrivateFile.prepareDirectory(fileURL.deletingLastPathComponent())
      try PrivateFile.write(contents, to: fileURL)
    } catch {
      throw Self.mapped(error)
    }
  }

  // MARK: - Key file

  private static let keyByteCount = 32

  /// The key from the key file, or `nil` when the file does not exist.
  private func loadKey() throws(SecureStorageError) -> Data? {
    if let cachedKey { return cachedKey }
    let path = keyFileURL.path
    let contents: Data?
    var mode: mode_t = 0
    do {
      contents = try PrivateFile.read(keyFileURL)
      if contents != nil { mode = try PrivateFile.permissions(of: keyFileURL) }
    } catch {
      throw Self.mapped(error)
    }
    guard mode & 0o077 == 0 else {
      let reason = "readable or writable by group or others (mode \(String(mode, radix: 8)))"
      throw .invalidKeyFile(path: path, reason: reason)
    }
    guard let contents else { return nil }
    guard contents.count == Self.keyByteCount else {
      throw .invalidKeyFile(path: path, reason: "expected \(Self.keyByteCount) bytes, found \(contents.count)")
    }
    cachedKey = contents
    return contents
  }

  /// The existing key, or a new one written exclusively (another process may win the race, in
  /// which case its key is used). Refuses to replace a lost key while records still exist.
  private func loadOrCreateKey(storeHasRecords: Bool) throws(SecureStorageError) -> Data {
    if let key = try loadKey() { return key }
    guard !storeHasRecords else { throw .keyFileMissing(path: keyFileURL.path) }
    let newKey: Data
    do {
      newKey = try crypto.randomBytes(count: Self.keyByteCount)
    } catch {
      throw .crypto(error)
    }
    do {
      try PrivateFile.prepareDirectory(keyFileURL.deletingLastPathComponent())
      _ = try PrivateFile.createExclusively(newKey, at: keyFileURL)
    } catch {
      throw Self.mapped(error)
    }
    guard let key = try loadKey() else { throw .keyFileMissing(path: keyFileURL.path) }
    return key
  }

  private static func mapped(_ error: FileSystemError) -> SecureStorageError {
    .fileSystem(path: error.path, operation: error.operation, code: error.code)
  }
}
