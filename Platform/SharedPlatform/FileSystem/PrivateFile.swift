import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owner-only files written atomically, with plain POSIX calls so permissions are set at
/// creation (never a window where the file is readable by others).
///
/// Writes go to a uniquely named temporary file in the destination's directory, created with
/// `O_EXCL` and the requested mode, are flushed with `fsync`, then `rename`d over the
/// destination, and the directory is synced: after a crash the destination holds either the old
/// bytes or the new ones (POSIX `rename(2)` atomicity).
enum PrivateFile {
  /// `rw-------`.
  static let ownerReadWrite: mode_t = 0o600
  /// `rwx------`.
  static let ownerOnlyDirectory: mode_t = 0o700

  /// The file's bytes, or `nil` when it does not exist.
  static func read(_ url: URL) throws(FileSystemError) -> Data? {
    let path = url.path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw FileSystemError(path: path, operation: "open", code: errno)
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(path: path, operation: "read", code: errno)
      }
      data.append(contentsOf: buffer.prefix(count))
    }
  }

  /// The permission bits (`st_mode & 0o777`) of the file at `url`.
  static func permissions(of url: URL) throws(FileSystemError) -> mode_t {
    var info = stat()
    guard stat(url.path, &info) == 0 else { throw FileSystemError(path: url.path, operation: "stat", code: errno) }
    return info.st_mode & 0o777
  }

  /// Replaces the file at `url` with `data` atomically; the new file has mode `permissions`.
  static func write(_ data: Data, to url: URL, permissions: mode_t = ownerReadWrite) throws(FileSystemError) {
    let temporary = try writeTemporary(data, beside: url, permissions: permissions)
    guard rename(temporary.path, url.path) == 0 else {
      let code = errno
      unlink(temporary.path)
      throw FileSystemError(path: url.path, operation: "rename", code: code)
    }
    try syncDirectory(of: url)
  }

  /// Creates the file at `url` with `data` only if it does not exist yet; `false` when another
  /// writer created it first (`link(2)` fails with `EEXIST` rather than replacing it). The file
  /// appears complete or not at all.
  static func createExclusively(
    _ data: Data,
    at url: URL,
    permissions: mode_t = ownerReadWrite
  ) throws(FileSystemError) -> Bool {
    let temporary = try writeTemporary(data, beside: url, permissions: permissions)
    defer { unlink(temporary.path) }
    guard link(temporary.path, url.path) == 0 else {
      if errno == EEXIST { return false }
      throw FileSystemError(path: url.path, operation: "link", code: errno)
    }
    try syncDirectory(of: url)
    return true
  }

  /// Creates an empty file at `url` with mode `permissions` unless something already exists there.
  static func createIfMissing(_ url: URL, permissions: mode_t = ownerReadWrite) throws(FileSystemError) {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
    guard descriptor >= 0 else {
      if errno == EEXIST { return }
      throw FileSystemError(path: url.path, operation: "open", code: errno)
    }
    defer { close(descriptor) }
    // The mode given to open(2) is filtered by the umask; set it exactly.
    guard fchmod(descriptor, permissions) == 0 else {
      throw FileSystemError(path: url.path, operation: "fchmod", code: errno)
    }
  }

  /// Sets the file at `url` to `permissions` if it exists; a missing file is not an error.
  static func restrictIfPresent(_ url: URL, permissions: mode_t = ownerReadWrite) throws(FileSystemError) {
    guard chmod(url.path, permissions) == 0 || errno == ENOENT else {
      throw FileSystemError(path: url.path, operation: "chmod", code: errno)
    }
  }

  /// Removes the file at `url`; a missing file is not an error.
  static func remove(_ url: URL) throws(FileSystemError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw FileSystemError(path: url.path, operation: "unlink", code: errno)
    }
  }

  /// Creates `directory` (and missing parents) with `permissions`.
  ///
  /// With `restrictExisting` the directory is set to `permissions` even if it already existed,
  /// for directories dedicated to a secret store; parents it creates get the same mode.
  static func prepareDirectory(
    _ directory: URL,
    permissions: mode_t = ownerOnlyDirectory,
    restrictExisting: Bool = true
  ) throws(FileSystemError) {
    let path = directory.path
    do {
      try FileManager.default.createDirectory(
        at: directory,
        withIntermediateDirectories: true,
        attributes: [.posixPermissions: Int(permissions)]
      )
    } catch {
      throw FileSystemError(path: path, operation: "mkdir", code: errno == 0 ? EIO : errno)
    }
    guard restrictExisting else { return }
    guard chmod(path, permissions) == 0 else { throw FileSystemError(path: path, operation: "chmod", code: errno) }
  }

  // MARK: - Steps

  private static func writeTemporary(
    _ data: Data,
    beside url: URL,
    permissions: mode_t
  ) throws(FileSystemError) -> URL {
    let name = ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    let temporary = url.deletingLastPathComponent().appendingPathComponent(name)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
    guard descriptor >= 0 else { throw FileSystemError(path: temporary.path, operation: "open", code: errno) }
    do throws(FileSystemError) {
      defer { close(descriptor) }
      // The mode given to open(2) is filtered by the umask; set it exactly.
      guard fchmod(descriptor, permissions) == 0 else {
        throw FileSystemError(path: temporary.path, operation: "fchmod", code: errno)
      }
      try writeAll(data, to: descriptor, path: temporary.path)
      guard fsync(descriptor) == 0 else { throw FileSystemError(path: temporary.path, operation: "fsync", code: errno) }
    } catch {
      unlink(temporary.path)
      throw error
    }
    return temporary
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) {
    let bytes = [UInt8](data)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(path: path, operation: "write", code: errno)
      }
      offset += written
    }
  }

  /// Makes a completed rename durable (`fsync` on the containing directory).
  private static func syncDirectory(of url: URL) throws(FileSystemError) {
    let path = url.deletingLastPathComponent().path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemError(path: path, operation: "open", code: errno) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw FileSystemError(path: path, operation: "fsync", code: errno) }
  }
}
