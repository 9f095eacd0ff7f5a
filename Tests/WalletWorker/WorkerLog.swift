import Foundation

/// An append-only log of what the worker has done: each line is written and fsynced before the
/// worker goes on, so a line is a promise the vault must keep after a SIGKILL at any later moment.
final class WorkerLog: Sendable {
  private let handle: FileHandle

  init(_ url: URL) throws {
    guard
      FileManager.default.fileExists(atPath: url.path)
        || FileManager.default.createFile(atPath: url.path, contents: nil)
    else { throw CocoaError(.fileWriteUnknown) }
    handle = try FileHandle(forWritingTo: url)
  }

  func write(_ line: String) throws {
    try handle.seekToEnd()
    try handle.write(contentsOf: Data((line + "\n").utf8))
    try handle.synchronize()
  }
}
