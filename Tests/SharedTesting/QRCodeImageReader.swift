import Foundation

#if os(macOS) || os(Linux)  // Foundation.Process: not on iOS, tvOS, watchOS

  /// Reads QR codes back from PNG images with ZBar's `zbarimg`, an independent decoder, so that a test
  /// can check that what an encoder draws scans as what it encoded.
  ///
  /// `zbarimg` comes with ZBar (`zbar-tools` on Debian and Ubuntu, `zbar` in Homebrew). When it is not
  /// on `PATH`, reading throws ``Failure/readerMissing``: a test that needs it fails, naming what to
  /// install, rather than passing without having checked anything.
  package enum QRCodeImageReader {
    /// Why an image could not be read.
    package enum Failure: Error, CustomStringConvertible {
      /// `zbarimg` is not on `PATH`.
      case readerMissing
      /// `zbarimg` found no QR code in the image (its exit status and output).
      case unreadable(status: Int32, output: String)

      /// What went wrong, and for a missing reader what to install.
      package var description: String {
        switch self {
        case .readerMissing:
          "zbarimg is not installed: install ZBar (apt-get install zbar-tools, or brew install zbar); Scripts/test installs it"
        case .unreadable(let status, let output):
          "zbarimg found no QR code (exit status \(status)): \(output)"
        }
      }
    }

    /// The `zbarimg` executable on `PATH`, or `nil`.
    package static let executable: URL? = {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
      return path.split(separator: ":").lazy
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("zbarimg") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The bytes of the QR code in the PNG image `png`, exactly as encoded (no character-set
    /// conversion). The image is written to a temporary file that is removed afterwards.
    package static func decode(png: [UInt8]) async throws -> [UInt8] {
      guard let executable else { throw Failure.readerMissing }
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("code.png")
      try Data(png).write(to: file)
      let (status, output) = try await CommandLineTool.runReturningData(
        executable, ["--quiet", "--raw", "--nodbus", "-Sdisable", "-Sqrcode.enable", "-Sbinary", file.path])
      guard status == 0 else {
        throw Failure.unreadable(status: status, output: String(decoding: output, as: UTF8.self))
      }
      return Array(output)
    }

    /// The text of the QR code in the PNG image `png`, read as UTF-8.
    package static func decodeText(png: [UInt8]) async throws -> String {
      String(decoding: try await decode(png: png), as: UTF8.self)
    }
  }
#endif
