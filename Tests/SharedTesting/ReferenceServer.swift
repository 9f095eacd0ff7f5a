import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Launching python3 needs `Process`, which exists on macOS and Linux only (not iOS, tvOS, watchOS).
#if os(macOS) || os(Linux)

  /// A running instance of the loopback reference server (`Scripts/reference-server/server.py`).
  ///
  /// Each call to ``start(scriptPath:tokenTTL:rateLimit:refreshGrace:startupTimeout:)`` launches its own `python3` process
  /// on a free port of 127.0.0.1, so parallel test suites never share state. Call ``stop()`` when
  /// done; a server that is still running when the instance is deinitialised is terminated.
  ///
  /// ```swift
  /// let server = try await ReferenceServer.start()
  /// defer { server.terminate() }
  /// let tokens = try await server.issueTokens()
  /// ```
  public final class ReferenceServer: Sendable {
    /// Why the server could not be started.
    public enum LaunchError: Error, Sendable, CustomStringConvertible {
      /// The script does not exist at the given path.
      case scriptNotFound(path: String)
      /// `python3` could not be launched.
      case launchFailed(reason: String)
      /// The process exited before printing its `LISTENING` line; `stderr` is its error output.
      case exitedEarly(status: Int32, stderr: String)
      /// No `LISTENING` line arrived in time.
      case timedOut(after: Duration, stderr: String)
      /// The first stdout line was not `LISTENING http://127.0.0.1:<port>`.
      case unexpectedOutput(line: String)

      /// A readable explanation, including the server's error output when there is any.
      public var description: String {
        switch self {
        case .scriptNotFound(let path): "reference server script not found at \(path)"
        case .launchFailed(let reason): "could not launch python3: \(reason)"
        case .exitedEarly(let status, let stderr):
          "reference server exited (status \(status)) before listening: \(stderr)"
        case .timedOut(let after, let stderr): "reference server did not start within \(after): \(stderr)"
        case .unexpectedOutput(let line): "unexpected first line from reference server: \(line)"
        }
      }
    }

    /// The `X-API-Key` the TraceWise routes accept.
    public static let demoAPIKey = "demo-api-key"
    /// The password `POST /v1/auth/token` accepts for any username.
    public static let demoPassword = "demo-password"

    /// The server's root URL, e.g. `http://127.0.0.1:54321`.
    public let baseURL: URL
    /// The session used by the admin helpers.
    let session: URLSession
    private let child: ChildProcess

    private init(baseURL: URL, child: ChildProcess) {
      self.baseURL = baseURL
      self.child = child
      self.session = URLSession(configuration: .ephemeral)
    }

    deinit {
      child.terminate()
      session.invalidateAndCancel()
    }

    /// The environment variable that, when set, names the `server.py` to launch.
    ///
    /// Set it when the package's sources are not where they were compiled, e.g. tests built on one
    /// machine and run on another.
    public static let scriptPathEnvironmentVariable = "SHAREDCORE_REFERENCE_SERVER"

    /// Where ``start(scriptPath:tokenTTL:rateLimit:refreshGrace:startupTimeout:)`` looks for `server.py` by default.
    ///
    /// The value of ``scriptPathEnvironmentVariable`` when it is set; otherwise
    /// `Scripts/reference-server/server.py` in the SharedCore checkout this library was compiled
    /// from. That is the package root for a path dependency, and SwiftPM's or Xcode's checkout of
    /// SharedCore for a URL dependency, so dependent packages find the server with no setup.
    public static var defaultScriptPath: String {
      scriptPath(environment: ProcessInfo.processInfo.environment)
    }

    /// The default script location for the process environment `environment`: its
    /// ``scriptPathEnvironmentVariable`` when set and not empty, else the compiled-in checkout's script.
    public static func scriptPath(environment: [String: String]) -> String {
      if let path = environment[scriptPathEnvironmentVariable], !path.isEmpty {
        return path
      }
      return URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SharedTesting
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Scripts/reference-server/server.py").path
    }

    /// Launches a server and waits for its `LISTENING` line.
    ///
    /// - Parameters:
    ///   - scriptPath: path of `server.py`; defaults to ``defaultScriptPath``.
    ///   - tokenTTL: access-token lifetime in seconds (`--token-ttl`).
    ///   - rateLimit: TraceWise requests per minute per API key before 429 (`--rate-limit`; 0 = none).
    ///   - refreshGrace: seconds a rotated refresh token still answers its unused successor pair
    ///     (`--refresh-grace`, 0...60; 0 = every reuse revokes the session).
    ///   - startupTimeout: how long to wait for the server to report its URL. It starts in about half
    ///     a second of CPU, but a full parallel test run starts two dozen at once, which on a busy
    ///     two-core machine takes over ten seconds; the generous default keeps that from failing tests.
    /// - Throws: ``LaunchError`` naming what went wrong, with the server's error output.
    public static func start(
      scriptPath: String = ReferenceServer.defaultScriptPath,
      tokenTTL: Int = 900,
      rateLimit: Int = 0,
      refreshGrace: Int = 60,
      startupTimeout: Duration = .seconds(60)
    ) async throws -> ReferenceServer {
      guard FileManager.default.fileExists(atPath: scriptPath) else {
        throw LaunchError.scriptNotFound(path: scriptPath)
      }
      let child = try ChildProcess.launch(arguments: [
        "python3", scriptPath, "--port", "0", "--token-ttl", "\(tokenTTL)", "--rate-limit", "\(rateLimit)",
        "--refresh-grace", "\(refreshGrace)",
      ])
      do {
        let line = try await child.firstLine(timeout: startupTimeout)
        let prefix = "LISTENING "
        guard line.hasPrefix(prefix), let url = URL(string: String(line.dropFirst(prefix.count))) else {
          throw LaunchError.unexpectedOutput(line: line)
        }
        return ReferenceServer(baseURL: url, child: child)
      } catch {
        child.terminate()
        throw error
      }
    }

    /// Stops the server with SIGTERM and waits for it to exit (SIGKILL after 5 seconds).
    public func stop() async {
      child.terminate()
      await child.waitForExit(timeout: .seconds(5))
    }

    /// Sends SIGTERM without waiting (for `defer` blocks).
    public func terminate() {
      child.terminate()
    }

    /// Whether the server process is still running.
    public var isRunning: Bool { child.isRunning }
  }

#endif
