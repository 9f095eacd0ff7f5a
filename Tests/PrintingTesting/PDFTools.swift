import Foundation
import SharedTesting

/// Finds and runs the command-line PDF tools (qpdf, poppler's pdftotext and pdftoppm) when installed.
package enum PDFTools {
  /// The executable named `name` on `PATH`, or `nil`.
  package static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Whether qpdf is installed.
  package static let hasQPDF = find("qpdf") != nil
  /// Whether poppler's pdftotext is installed.
  package static let hasPDFToText = find("pdftotext") != nil
  /// Whether poppler's pdftoppm is installed.
  package static let hasPDFToPPM = find("pdftoppm") != nil

  /// Runs `name` with `arguments`; returns its exit status and standard output (standard error is
  /// discarded), off the cooperative pool.
  package static func run(_ name: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
    guard let executable = find(name) else { throw PDFInspector.Failure(description: "\(name) is not installed") }
    return try await CommandLineTool.run(executable, arguments)
  }

  /// A new empty directory under the system's temporary directory.
  package static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("shared-printing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
