import Foundation
import SharedCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Launching python3 needs `Process`, which exists on macOS and Linux only (not iOS, tvOS, watchOS).
#if os(macOS) || os(Linux)

  /// A running instance of the loopback reference server (`Scripts/reference-server/server.py`).
  ///
  /// Each call to ``start(scriptPath:tokenTTL:rateLimit:refreshGrace:startupTimeout:database:port:)``
  /// launches its own `python3` process on 127.0.0.1, on a free port unless given one, so parallel test
  /// suites never share state. Call ``stop()`` when done; a server that is still running when the
  /// instance is deinitialised is terminated.
  ///
  /// ```swift
  /// let server = try await ReferenceServer.start()
  /// defer { server.terminate() }
  /// let tokens = try await server.issueTokens()
  /// ```
  ///
  /// ``restart()`` stops the process and starts a new one on the same port and database file: the
  /// records survive, and clients keep using ``baseURL``. What lives in the process does not: fault
  /// rules, and the key that signs access tokens (tokens issued before a restart are refused after
  /// it, so sign in again).
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
      /// The port asked for is not one a server can listen on (1...65535).
      case invalidPort(Int)
      /// Another process listens on the port asked for (it stayed taken until the start gave up);
      /// `stderr` is the server's error output.
      case portInUse(port: Int, stderr: String)
      /// The server started, but on another port than the one asked for.
      case portMismatch(expected: Int, actual: URL)

      /// A readable explanation, including the server's error output when there is any.
      public var description: String {
        switch self {
        case .scriptNotFound(let path): "reference server script not found at \(path)"
        case .launchFailed(let reason): "could not launch python3: \(reason)"
        case .exitedEarly(let status, let stderr):
          "reference server exited (status \(status)) before listening: \(stderr)"
        case .timedOut(let after, let stderr): "reference server did not start within \(after): \(stderr)"
        case .unexpectedOutput(let line): "unexpected first line from reference server: \(line)"
        case .invalidPort(let port): "reference server cannot listen on port \(port): not in 1...65535"
        case .portInUse(let port, let stderr): "reference server cannot listen on port \(port), in use: \(stderr)"
        case .portMismatch(let expected, let actual):
          "reference server was asked for port \(expected) but listens at \(actual)"
        }
      }
    }

    /// The `X-API-Key` the TraceWise routes accept.
    public static let demoAPIKey = "demo-api-key"
    /// The password `POST /v1/auth/token` accepts for any username.
    public static let demoPassword = "demo-password"

    /// The server's root URL, e.g. `http://127.0.0.1:54321`; the same after ``restart()``.
    public let baseURL: URL
    /// The port it listens on; the same after ``restart()``.
    public let port: Int
    /// The SQLite file holding the server's data: the one given to `start`, or a file in a temporary
    /// directory of the server's own, removed when the instance is deinitialised.
    public let databaseURL: URL
    /// The session used by the admin helpers.
    let session: URLSession
    /// How to launch the process again, on ``port`` and ``databaseURL``.
    private let launch: Launch
    /// The running process; replaced by ``restart()``.
    private let child: LockedValue<ChildProcess>
    /// The temporary directory holding ``databaseURL`` when the server made it.
    private let ownedDirectory: URL?

    /// The command line of one launch, and how long to wait for it.
    private struct Launch: Sendable {
      var scriptPath: String
      var tokenTTL: Int
      var rateLimit: Int
      var refreshGrace: Int
      var startupTimeout: Duration
      var database: URL

      func arguments(port: Int) -> [String] {
        [
          "python3", scriptPath, "--port", "\(port)", "--db", database.path, "--token-ttl", "\(tokenTTL)",
          "--rate-limit", "\(rateLimit)", "--refresh-grace", "\(refreshGrace)",
        ]
      }
    }

    private init(baseURL: URL, port: Int, launch: Launch, child: ChildProcess, ownedDirectory: URL?) {
      self.baseURL = baseURL
      self.port = port
      self.databaseURL = launch.database
      self.launch = launch
      self.child = LockedValue(child)
      self.ownedDirectory = ownedDirectory
      self.session = URLSession(configuration: .ephemeral)
    }

    deinit {
      child.withLock { $0.terminate() }
      session.invalidateAndCancel()
      if let ownedDirectory { try? FileManager.default.removeItem(at: ownedDirectory) }
    }

    /// The environment variable that, when set, names the `server.py` to launch.
    ///
    /// Set it when the package's sources are not where they were compiled, e.g. tests built on one
    /// machine and run on another.
    public static let scriptPathEnvironmentVariable = "SHAREDCORE_REFERENCE_SERVER"

    /// Where ``start(scriptPath:tokenTTL:rateLimit:refreshGrace:startupTimeout:database:port:)`` looks
    /// for `server.py` by default.
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
    ///   - database: the SQLite file to keep the data in (`--db`), created if missing; a server
    ///     started on an existing file serves what it holds. By default a new file in a temporary
    ///     directory, removed with the instance.
    ///   - port: the port to listen on (`--port`); by default a free one. A port another process
    ///     listens on is refused at once with ``LaunchError/portInUse(port:stderr:)``. (A port whose
    ///     last connections linger in `TIME_WAIT` is free: the server sets `SO_REUSEADDR`.)
    /// - Throws: ``LaunchError`` naming what went wrong (and the port, for a port that cannot be
    ///   had), with the server's error output.
    public static func start(
      scriptPath: String = ReferenceServer.defaultScriptPath,
      tokenTTL: Int = 900,
      rateLimit: Int = 0,
      refreshGrace: Int = 60,
      startupTimeout: Duration = .seconds(60),
      database: URL? = nil,
      port: Int? = nil
    ) async throws -> ReferenceServer {
      guard FileManager.default.fileExists(atPath: scriptPath) else {
        throw LaunchError.scriptNotFound(path: scriptPath)
      }
      if let port, !(1...65_535).contains(port) { throw LaunchError.invalidPort(port) }
      var ownedDirectory: URL?
      let databaseURL: URL
      if let database {
        databaseURL = database
      } else {
        let directory = FileManager.default.temporaryDirectory
          .appendingPathComponent("refserver-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        ownedDirectory = directory
        databaseURL = directory.appendingPathComponent("reference.sqlite")
      }
      let launch = Launch(
        scriptPath: scriptPath, tokenTTL: tokenTTL, rateLimit: rateLimit, refreshGrace: refreshGrace,
        startupTimeout: startupTimeout, database: databaseURL)
      do {
        let (child, url) = try await run(launch, port: port, attemptsWhileInUse: 1)
        let actualPort = url.port ?? 0
        return ReferenceServer(
          baseURL: url, port: actualPort, launch: launch, child: child, ownedDirectory: ownedDirectory)
      } catch {
        if let ownedDirectory { try? FileManager.default.removeItem(at: ownedDirectory) }
        throw error
      }
    }

    /// Stops the server and starts a new process on the same port and database file, and waits for it
    /// to listen. Records survive; fault rules and access tokens do not (see the type's overview).
    ///
    /// The old process has exited when the new one starts, so the port is free; should another
    /// process have taken it meanwhile, the start is tried a few more times, a little later each time.
    /// - Throws: ``LaunchError`` (``LaunchError/portInUse(port:stderr:)`` naming ``port`` when another
    ///   process holds it); the server is then stopped.
    public func restart() async throws {
      await stop()
      let (next, _) = try await Self.run(launch, port: port, attemptsWhileInUse: 5)
      let previous = child.withLock { child in
        defer { child = next }
        return child
      }
      previous.terminate()
    }

    /// Launches the process on `port` (a free one when `nil`) and returns it with the URL it listens
    /// at. While the port is in use it makes up to `attemptsWhileInUse` attempts in all, waiting 0.2 s,
    /// 0.4 s, 0.8 s… between them, within the launch's startup timeout.
    private static func run(_ launch: Launch, port: Int?, attemptsWhileInUse: Int) async throws -> (ChildProcess, URL) {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: launch.startupTimeout)
      var portInUse: LaunchError?
      var pause = Duration.milliseconds(200)
      var attempt = 0
      while true {
        attempt += 1
        do {
          return try await runOnce(launch, port: port, until: deadline)
        } catch let error as LaunchError {
          switch error {
          case .portInUse:
            guard attempt < attemptsWhileInUse, clock.now.advanced(by: pause) < deadline else { throw error }
            portInUse = error
            try await Task.sleep(for: pause)
            pause *= 2
          case .timedOut:
            throw portInUse ?? error  // the last attempt ran out of time: the port is what failed
          default:
            throw error
          }
        }
      }
    }

    private static func runOnce(_ launch: Launch, port: Int?, until deadline: ContinuousClock.Instant) async throws
      -> (ChildProcess, URL)
    {
      let child = try ChildProcess.launch(arguments: launch.arguments(port: port ?? 0))
      do {
        let line = try await child.firstLine(timeout: ContinuousClock().now.duration(to: deadline))
        let prefix = "LISTENING "
        guard line.hasPrefix(prefix), let url = URL(string: String(line.dropFirst(prefix.count))) else {
          throw LaunchError.unexpectedOutput(line: line)
        }
        if let port, url.port != port { throw LaunchError.portMismatch(expected: port, actual: url) }
        return (child, url)
      } catch LaunchError.exitedEarly(let status, let stderr) {
        child.terminate()
        if let port, stderr.contains("Address already in use") {
          throw LaunchError.portInUse(port: port, stderr: stderr)
        }
        throw LaunchError.exitedEarly(status: status, stderr: stderr)
      } catch {
        child.terminate()
        throw error
      }
    }

    /// Stops the server with SIGTERM and waits for it to exit (SIGKILL after 5 seconds).
    public func stop() async {
      let child = child.withLock { $0 }
      child.terminate()
      await child.waitForExit(timeout: .seconds(5))
    }

    /// Sends SIGTERM without waiting (for `defer` blocks).
    public func terminate() {
      child.withLock { $0.terminate() }
    }

    /// Whether the server process is still running.
    public var isRunning: Bool { child.withLock { $0.isRunning } }
  }

#endif
