import Foundation

/// A unique directory under the system temporary directory, removed by ``remove()``.
struct TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sharedcore-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func appending(_ path: String) -> URL {
    url.appendingPathComponent(path)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The permission bits of the file or directory at `url`.
func permissions(of url: URL) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
  return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
}
