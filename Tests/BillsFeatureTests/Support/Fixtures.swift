import Foundation

/// Test data copied into `Tests/BillsFeatureTests/Fixtures`, read relative to this file.
enum Fixtures {
  /// The fixtures folder.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The bytes of `Fixtures/<path>`.
  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(path))
  }

  /// The names of the fixtures whose names start with `prefix` and end with `suffix`, sorted.
  static func files(prefix: String, suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted()
  }
}
