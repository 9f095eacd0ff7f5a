import Foundation

/// Test data copied into `Tests/WalletFeatureTests/Fixtures`, read relative to this file.
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

  /// The URL of `Fixtures/<path>`.
  static func url(_ path: String) -> URL {
    directory.appendingPathComponent(path)
  }
}
