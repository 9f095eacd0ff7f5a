import Foundation

/// A failed POSIX file-system call: which path, which call, and its `errno`.
struct FileSystemError: Error, Sendable, Hashable {
  /// The file or directory the call was about.
  var path: String
  /// The call that failed (`open`, `rename`, …).
  var operation: String
  /// The `errno` value it left.
  var code: Int32
}

extension FileSystemError: CustomStringConvertible {
  /// `mkdir /path/to/dir: Permission denied (errno 13)`.
  var description: String { "\(operation) \(path): \(String(cString: strerror(code))) (errno \(code))" }
}
