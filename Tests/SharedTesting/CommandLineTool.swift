import Foundation

#if os(macOS) || os(Linux)  // Foundation.Process: not on iOS, tvOS, watchOS

  /// Runs a command-line tool to completion (a PDF checker, a schema validator) from a test.
  package enum CommandLineTool {
    /// Where the tool's standard error goes.
    package enum StandardError: Sendable {
      /// Thrown away: the output is standard output alone.
      case discarded
      /// Into the same pipe as standard output, interleaved as the tool wrote them.
      case mergedIntoOutput
    }

    /// Runs `executable` with `arguments` and returns its exit status and output, as text.
    package static func run(
      _ executable: URL, _ arguments: [String], standardError: StandardError = .discarded
    ) async throws -> (status: Int32, output: String) {
      let (status, output) = try await runReturningData(executable, arguments, standardError: standardError)
      return (status, String(decoding: output, as: UTF8.self))
    }

    /// Runs `executable` with `arguments` (standard input empty) and returns its exit status and
    /// output, as bytes (a DER certificate, say). The process is started and awaited on a thread of
    /// its own, so the blocking read and wait never hold a thread of the cooperative pool that other
    /// tests need.
    package static func runReturningData(
      _ executable: URL, _ arguments: [String], standardError: StandardError = .discarded
    ) async throws -> (status: Int32, output: Data) {
      try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
          let process = Process()
          process.executableURL = executable
          process.arguments = arguments
          process.standardInput = FileHandle.nullDevice
          let output = Pipe()
          process.standardOutput = output
          switch standardError {
          case .discarded: process.standardError = FileHandle.nullDevice
          case .mergedIntoOutput: process.standardError = output
          }
          do {
            try process.run()
          } catch {
            continuation.resume(throwing: error)
            return
          }
          let data = output.fileHandleForReading.readDataToEndOfFile()
          process.waitUntilExit()
          continuation.resume(returning: (process.terminationStatus, data))
        }
      }
    }
  }
#endif
