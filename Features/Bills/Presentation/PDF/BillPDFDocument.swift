import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A rendered invoice: the bytes of a PDF 1.7 file and its page count.
public struct BillPDFDocument: Sendable, Hashable {
  /// The PDF file.
  public let data: Data
  /// How many pages the invoice took.
  public let pageCount: Int

  /// Creates a document from rendered bytes.
  public init(data: Data, pageCount: Int) {
    self.data = data
    self.pageCount = pageCount
  }

  /// Writes the PDF to `url`, readable and writable by the owner only (mode 0600).
  ///
  /// The bytes go to a new temporary file beside `url`, created with mode 0600, flushed, then renamed
  /// over `url`: the file is never readable by others and never appears half-written.
  public func write(to url: URL) throws(BillPDFFileError) {
    let path = url.path
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString)"
    )
    .path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw BillPDFFileError(path: path, operation: "open", code: errno) }
    var failure: BillPDFFileError?
    if fchmod(descriptor, 0o600) != 0 { failure = BillPDFFileError(path: path, operation: "fchmod", code: errno) }
    if failure == nil {
      data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
          let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            failure = BillPDFFileError(path: path, operation: "write", code: errno)
            return
          }
          offset += written
        }
      }
    }
    if failure == nil, fsync(descriptor) != 0 {
      failure = BillPDFFileError(path: path, operation: "fsync", code: errno)
    }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 {
      failure = BillPDFFileError(path: path, operation: "rename", code: errno)
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }
}
