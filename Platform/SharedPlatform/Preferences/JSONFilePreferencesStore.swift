import Foundation
import SharedCore

/// `PreferencesStore` in a JSON file, the Linux counterpart of `UserDefaults`.
///
/// Each value is stored as its own JSON text (`JSONEncoder` output, so numbers and dates keep
/// their exact encoding) under a format tag and version. Every change rewrites the file
/// atomically (temporary file, `fsync`, `rename`), with mode `0600`. The file is read once and
/// then served from memory; the actor serialises access within a process. Use one instance per
/// file: changes made by other processes are not seen.
///
/// A damaged file is never silently replaced: every operation throws
/// `PreferencesError/corruptedFile(path:reason:)` until ``removeAll()`` deletes it.
public actor JSONFilePreferencesStore: PreferencesStore {
  /// The preferences file.
  public nonisolated let fileURL: URL
  private var cachedValues: [String: String]?

  /// Creates a store for `fileURL`; its directory is created on first write if missing.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The value under `key` decoded as `type`, or `nil`.
  public func value<Value: Decodable & Sendable>(
    _ type: Value.Type,
    forKey key: String
  ) async throws(PreferencesError) -> Value? {
    guard let text = try loadValues()[key] else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    } catch {
      throw .decodingFailed(key: key, reason: PreferencesFile.describe(error))
    }
  }

  /// Encodes `value` as JSON and rewrites the file.
  public func set<Value: Encodable & Sendable>(_ value: Value, forKey key: String) async throws(PreferencesError) {
    let encoded: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      encoded = try encoder.encode(value)
    } catch {
      throw .encodingFailed(key: key, reason: PreferencesFile.describe(error))
    }
    var values = try loadValues()
    values[key] = String(decoding: encoded, as: UTF8.self)
    try save(values)
  }

  /// Removes `key`, rewriting the file only when it held a value.
  public func removeValue(forKey key: String) async throws(PreferencesError) {
    var values = try loadValues()
    guard values.removeValue(forKey: key) != nil else { return }
    try save(values)
  }

  /// Deletes the file (also the recovery from a corrupted one).
  public func removeAll() async throws(PreferencesError) {
    do {
      try PrivateFile.remove(fileURL)
    } catch {
      throw Self.mapped(error)
    }
    cachedValues = [:]
  }

  // MARK: - File

  private func loadValues() throws(PreferencesError) -> [String: String] {
    if let cachedValues { return cachedValues }
    let contents: Data?
    do {
      contents = try PrivateFile.read(fileURL)
    } catch {
      throw Self.mapped(error)
    }
    let values =
      try contents.map { data throws(PreferencesError) in
        try PreferencesFile.decode(data, path: fileURL.path).values
      } ?? [:]
    cachedValues = values
    return values
  }

  private func save(_ values: [String: String]) throws(PreferencesError) {
    let contents = try PreferencesFile(values: values).encoded(path: fileURL.path)
    do {
      try PrivateFile.prepareDirectory(fileURL.deletingLastPathComponent(), restrictExisting: false)
      try PrivateFile.write(contents, to: fileURL)
    } catch {
      throw Self.mapped(error)
    }
    cachedValues = values
  }

  private static func mapped(_ error: FileSystemError) -> PreferencesError {
    .fileSystem(path: error.path, operation: error.operation, code: error.code)
  }
}
