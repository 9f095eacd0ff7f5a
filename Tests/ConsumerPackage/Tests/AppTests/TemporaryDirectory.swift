import Foundation

/// A fresh private directory for one test's data, removed by ``remove()``.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
