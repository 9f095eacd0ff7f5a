import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Launching python3 needs `Process`, which exists on macOS and Linux only (not iOS, tvOS, watchOS).
#if os(macOS) || os(Linux)

  /// A child process whose first stdout line is awaited and whose stderr is kept (last 16 KiB).
  ///
  /// `@unchecked Sendable`: `Process` and the pipes are only touched through `lock`, or are
  /// immutable after launch; the captured output lives in `state`, also guarded by `lock`.
  final class ChildProcess: @unchecked Sendable {
    private struct State {
      var stdout = Data()
      var stderr = Data()
      var stdoutClosed = false
    }

    private static let stderrLimit = 16 * 1024
    private let process: Process
    private let lock = NSLock()
    private var state = State()

    private init(process: Process) {
      self.process = process
    }

    /// Starts `/usr/bin/env <arguments>` with piped stdout and stderr.
    static func launch(arguments: [String]) throws -> ChildProcess {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
      let stdout = Pipe()
      let stderr = Pipe()
      process.standardOutput = stdout
      process.standardError = stderr
      process.standardInput = FileHandle.nullDevice
      let child = ChildProcess(process: process)
      do {
        try process.run()
      } catch {
        throw ReferenceServer.LaunchError.launchFailed(reason: "\(error)")
      }
      child.drain(stdout.fileHandleForReading, toStdout: true)
      child.drain(stderr.fileHandleForReading, toStdout: false)
      return child
    }

    /// Reads `handle` to its end with blocking reads on a thread of its own, which ends at EOF.
    ///
    /// Not `readabilityHandler`: it installs a libdispatch read source, and tearing such sources
    /// down while other processes start and stop crashes the test process on Linux in
    /// `_dispatch_event_loop_drain` (swift-corelibs-libdispatch issue 949). A blocking read never
    /// registers the descriptor with libdispatch.
    private func drain(_ handle: FileHandle, toStdout: Bool) {
      Thread.detachNewThread { [self] in
        while true {
          // Whatever the pipe holds, waiting for at least one byte; empty at end of file.
          let data = handle.availableData
          append(data, toStdout: toStdout)
          if data.isEmpty { return }
        }
      }
    }

    private func append(_ data: Data, toStdout: Bool) {
      lock.withLock {
        if toStdout {
          if data.isEmpty { state.stdoutClosed = true } else { state.stdout.append(data) }
        } else {
          state.stderr.append(data)
          if state.stderr.count > Self.stderrLimit { state.stderr = state.stderr.suffix(Self.stderrLimit) }
        }
      }
    }

    /// The captured error output, decoded leniently.
    var stderrText: String {
      lock.withLock { String(decoding: state.stderr, as: UTF8.self) }
    }

    /// Whether the process is still running.
    var isRunning: Bool { lock.withLock { process.isRunning } }

    /// Waits for the first complete stdout line (without its newline).
    func firstLine(timeout: Duration) async throws -> String {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: timeout)
      while true {
        try Task.checkCancellation()
        let (line, closed) = lock.withLock { () -> (String?, Bool) in
          guard let newline = state.stdout.firstIndex(of: UInt8(ascii: "\n")) else { return (nil, state.stdoutClosed) }
          return (String(decoding: state.stdout[..<newline], as: UTF8.self), false)
        }
        if let line { return line }
        if closed || !isRunning {
          await waitForExit(timeout: .seconds(1))
          let status = lock.withLock { process.isRunning ? -1 : process.terminationStatus }
          throw ReferenceServer.LaunchError.exitedEarly(status: status, stderr: stderrText)
        }
        if clock.now >= deadline {
          throw ReferenceServer.LaunchError.timedOut(after: timeout, stderr: stderrText)
        }
        try await Task.sleep(for: .milliseconds(5))
      }
    }

    /// Sends SIGTERM if the process is still running.
    func terminate() {
      lock.withLock {
        if process.isRunning { process.terminate() }
      }
    }

    /// Polls until the process exits; sends SIGKILL when `timeout` passes first.
    func waitForExit(timeout: Duration) async {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: timeout)
      while isRunning {
        // Past the deadline, or cancelled (sleep throws): don't leave the process behind.
        guard clock.now < deadline, (try? await Task.sleep(for: .milliseconds(10))) != nil else {
          forceKill()
          process.waitUntilExit()  // SIGKILL cannot be caught: the exit is immediate
          return
        }
      }
    }

    /// Sends SIGKILL if the process is still running.
    private func forceKill() {
      lock.withLock {
        if process.isRunning { _ = kill(process.processIdentifier, SIGKILL) }
      }
    }
  }

#endif
