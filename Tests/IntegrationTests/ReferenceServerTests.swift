import Foundation
import SharedCore
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Launching python3 needs `Process`, which exists on macOS and Linux only (not iOS, tvOS, watchOS).
#if os(macOS) || os(Linux)

  /// The Swift launcher drives a real reference-server process over loopback HTTP.
  @Suite struct ReferenceServerTests {
    @Test func startsPingsAuthenticatesEchoesAndStops() async throws {
      let server = try await ReferenceServer.start(tokenTTL: 120)
      #expect(server.baseURL.host == "127.0.0.1")
      let session = URLSession(configuration: .ephemeral)

      let (pingData, pingResponse) = try await session.data(from: server.baseURL.appendingPathComponent("v1/ping"))
      #expect((pingResponse as? HTTPURLResponse)?.statusCode == 200)
      #expect(String(decoding: pingData, as: UTF8.self) == #"{"ok":true}"#)

      let tokens = try await server.issueTokens(username: "swift")
      #expect(tokens.refreshToken != nil)
      #expect(try #require(tokens.expiresAt).timeIntervalSinceNow > 100)

      var echo = URLRequest(url: server.baseURL.appendingPathComponent("v1/echo/items"))
      echo.httpMethod = "POST"
      echo.httpBody = Data(#"{"n":1}"#.utf8)
      echo.setValue("application/json", forHTTPHeaderField: "Content-Type")
      echo.setValue("Bearer \(tokens.accessToken)", forHTTPHeaderField: "Authorization")
      let (echoData, echoResponse) = try await session.data(for: echo)
      #expect((echoResponse as? HTTPURLResponse)?.statusCode == 200)
      let echoed = try #require(JSONSerialization.jsonObject(with: echoData) as? [String: Any])
      #expect(echoed["sub"] as? String == "swift")
      #expect(echoed["path"] as? String == "/v1/echo/items")

      let stats = try await server.stats()
      #expect(stats.count("GET", "/v1/ping") == 1)
      #expect(stats.count("POST", "/v1/echo/items") == 1)
      #expect(stats.tokenCalls == 1)

      await server.stop()
      #expect(!server.isRunning)
    }

    @Test func adminHelpersDriveFaultsAndExpiry() async throws {
      let server = try await ReferenceServer.start()
      defer { server.terminate() }
      let session = URLSession(configuration: .ephemeral)
      let ping = server.baseURL.appendingPathComponent("v1/ping")

      try await server.addFault(.init(pathPrefix: "/v1/ping", status: 503, retryAfter: "1", times: 1))
      let (_, faulted) = try await session.data(from: ping)
      #expect((faulted as? HTTPURLResponse)?.statusCode == 503)
      #expect((faulted as? HTTPURLResponse)?.value(forHTTPHeaderField: "Retry-After") == "1")
      let (_, passed) = try await session.data(from: ping)
      #expect((passed as? HTTPURLResponse)?.statusCode == 200)

      let tokens = try await server.issueTokens()
      try await server.expireTokens()
      var request = URLRequest(url: server.baseURL.appendingPathComponent("v1/auth/session"))
      request.setValue("Bearer \(tokens.accessToken)", forHTTPHeaderField: "Authorization")
      let (body, expired) = try await session.data(for: request)
      #expect((expired as? HTTPURLResponse)?.statusCode == 401)
      #expect(String(decoding: body, as: UTF8.self).contains("TOKEN_EXPIRED"))

      try await server.clearFaults()
      try await server.reset()
      #expect(try await server.stats().requests.isEmpty)
    }

    /// A body over the server's 4 MiB limit is answered 413 with the error envelope, and the client
    /// reads that answer (rather than a reset connection).
    @Test func anOversizeBodyIsA413TheClientReads() async throws {
      let server = try await ReferenceServer.start()
      defer { server.terminate() }
      var request = URLRequest(url: server.baseURL.appendingPathComponent("v1/echo"))
      request.httpMethod = "POST"
      request.httpBody = Data(repeating: 0x20, count: 4 * 1024 * 1024 + 1)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      let (body, response) = try await URLSession(configuration: .ephemeral).data(for: request)
      #expect((response as? HTTPURLResponse)?.statusCode == 413)
      #expect(String(decoding: body, as: UTF8.self).contains(#""code":"PAYLOAD_TOO_LARGE""#))
    }

    @Test func failingScriptReportsStatusAndStderr() async throws {
      let script = try temporaryScript("import sys\nsys.stderr.write('boom: bad flag\\n')\nsys.exit(3)\n")
      defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
      do {
        _ = try await ReferenceServer.start(scriptPath: script.path)
        Issue.record("start should have failed")
      } catch let ReferenceServer.LaunchError.exitedEarly(status, stderr) {
        #expect(status == 3)
        #expect(stderr.contains("boom: bad flag"))
      }
    }

    @Test func unexpectedFirstLineIsReported() async throws {
      let script = try temporaryScript("print('hello', flush=True)\nimport time\ntime.sleep(30)\n")
      defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
      do {
        _ = try await ReferenceServer.start(scriptPath: script.path)
        Issue.record("start should have failed")
      } catch let ReferenceServer.LaunchError.unexpectedOutput(line) {
        #expect(line == "hello")
      }
    }

    @Test func scriptIsFoundInTheCheckoutOrWhereTheEnvironmentSays() {
      let compiledIn = ReferenceServer.scriptPath(environment: [:])
      #expect(compiledIn.hasSuffix("Scripts/reference-server/server.py"))
      #expect(FileManager.default.fileExists(atPath: compiledIn))
      let variable = ReferenceServer.scriptPathEnvironmentVariable
      #expect(
        ReferenceServer.scriptPath(environment: [variable: "/opt/refserver/server.py"]) == "/opt/refserver/server.py")
      #expect(ReferenceServer.scriptPath(environment: [variable: ""]) == compiledIn)
    }

    @Test func missingScriptIsAClearError() async throws {
      await #expect(throws: ReferenceServer.LaunchError.self) {
        _ = try await ReferenceServer.start(scriptPath: "/nonexistent/server.py")
      }
    }

    /// Writes `source` to `server.py` in a fresh temporary directory.
    private func temporaryScript(_ source: String) throws -> URL {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refserver-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let script = directory.appendingPathComponent("server.py")
      try Data(source.utf8).write(to: script)
      return script
    }
  }

#endif
