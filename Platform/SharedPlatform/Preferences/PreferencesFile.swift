import Foundation
import SharedCore

/// The on-disk layout of ``JSONFilePreferencesStore``: a format tag, a version and each value's
/// JSON text by key.
struct PreferencesFile: Codable, Sendable {
  static let currentFormat = "sharedcore.preferences"
  static let currentVersion = 1

  var format: String = currentFormat
  var version: Int = currentVersion
  var values: [String: String]

  init(values: [String: String]) {
    self.values = values
  }

  /// Parses a preferences file, naming what is wrong when it is not one.
  static func decode(_ contents: Data, path: String) throws(PreferencesError) -> PreferencesFile {
    let file: PreferencesFile
    do {
      file = try JSONDecoder().decode(PreferencesFile.self, from: contents)
    } catch {
      throw .corruptedFile(path: path, reason: describe(error))
    }
    guard file.format == currentFormat else {
      throw .corruptedFile(path: path, reason: "format is '\(file.format)', expected '\(currentFormat)'")
    }
    guard file.version == currentVersion else {
      throw .corruptedFile(path: path, reason: "unsupported version \(file.version)")
    }
    return file
  }

  /// The file's bytes: pretty-printed with sorted keys, so diffs of it stay readable.
  func encoded(path: String) throws(PreferencesError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    do {
      return try encoder.encode(self)
    } catch {
      throw .corruptedFile(path: path, reason: "could not encode: \(Self.describe(error))")
    }
  }

  /// A short description of a coding error with its key path (`values.theme`).
  static func describe(_ error: any Error) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let joined = context.codingPath.map(\.stringValue).joined(separator: ".")
      return joined.isEmpty ? "top level" : "'\(joined)'"
    }
    switch error {
    case let DecodingError.dataCorrupted(context):
      return "invalid JSON at \(path(context)): \(context.debugDescription)"
    case let DecodingError.keyNotFound(key, context): return "missing '\(key.stringValue)' at \(path(context))"
    case let DecodingError.typeMismatch(type, context): return "expected \(type) at \(path(context))"
    case let DecodingError.valueNotFound(type, context): return "missing \(type) value at \(path(context))"
    case let EncodingError.invalidValue(_, context): return "invalid value: \(context.debugDescription)"
    default: return "\(error)"
    }
  }
}
