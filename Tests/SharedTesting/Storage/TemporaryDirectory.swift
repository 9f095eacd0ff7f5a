import Foundation

/// A uniquely named directory under the system temporary directory, removed by ``remove()``
/// or when the last reference goes away.
///
/// Each test gets its own, so tests running in parallel never share files.
public final class TemporaryDirectory: Sendable {
  /// The directory's location.
  public let url: URL

  /// Creates a fresh directory named `<prefix>-<UUID>`.
  /// - Throws: The file system's error if it cannot be created.
  public init(prefix: String = "SharedCoreTests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { remove() }

  /// The location of `name` inside the directory.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name, isDirectory: false)
  }

  /// Deletes the directory and everything in it (ignoring a directory that is already gone).
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
