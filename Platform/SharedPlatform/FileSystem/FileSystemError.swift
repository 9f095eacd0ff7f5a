/// A failed POSIX file-system call: which path, which call, and its `errno`.
struct FileSystemError: Error, Sendable, Hashable {
  /// The file or directory the call was about.
  var path: String
  /// The call that failed (`open`, `rename`, …).
  var operation: String
  /// The `errno` value it left.
  var code: Int32
}
