import Foundation
import SharedCore

/// The on-disk layout of ``EncryptedFileSecureStorage``: a format tag, a version and the sealed
/// records (`nonce || ciphertext || tag`, base64 in JSON).
struct EncryptedStoreFile: Codable, Sendable {
  static let currentFormat = "sharedcore.secure-storage"
  static let currentVersion = 1

  var format: String = currentFormat
  var version: Int = currentVersion
  var records: [String: Data]

  init(records: [String: Data]) {
    self.records = records
  }

  /// Parses a store file, naming what is wrong when it is not one.
  static func decode(_ contents: Data, path: String) throws(SecureStorageError) -> EncryptedStoreFile {
    let file: EncryptedStoreFile
    do {
      file = try JSONDecoder().decode(EncryptedStoreFile.self, from: contents)
    } catch let DecodingError.dataCorrupted(context) {
      throw .corruptedStore(path: path, reason: "not valid JSON: \(context.debugDescription)")
    } catch let DecodingError.keyNotFound(key, _) {
      throw .corruptedStore(path: path, reason: "missing field '\(key.stringValue)'")
    } catch let DecodingError.typeMismatch(_, context) {
      let field = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw .corruptedStore(path: path, reason: "wrong type at '\(field)'")
    } catch {
      throw .corruptedStore(path: path, reason: "unreadable: \(error)")
    }
    guard file.format == currentFormat else {
      throw .corruptedStore(path: path, reason: "format is '\(file.format)', expected '\(currentFormat)'")
    }
    guard file.version == currentVersion else {
      throw .corruptedStore(path: path, reason: "unsupported version \(file.version)")
    }
    return file
  }

  /// The file's bytes (sorted keys, so rewrites of the same records are byte-identical).
  func encoded(path: String) throws(SecureStorageError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    do {
      return try encoder.encode(self)
    } catch {
      throw .corruptedStore(path: path, reason: "could not encode: \(error)")
    }
  }
}
