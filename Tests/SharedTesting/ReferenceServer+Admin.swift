import Foundation
import SharedCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Launching python3 needs `Process`, which exists on macOS and Linux only (not iOS, tvOS, watchOS).
#if os(macOS) || os(Linux)

  extension ReferenceServer {
    /// The server's counters (`GET /admin/stats`).
    public struct Stats: Sendable, Hashable, Decodable {
      /// Requests received per `"<METHOD> <path>"` (admin routes excluded; faulted and replayed included).
      public var requests: [String: Int]
      /// `POST /v1/auth/refresh` calls.
      public var refreshCalls: Int
      /// `POST /v1/auth/token` calls.
      public var tokenCalls: Int
      /// Responses replayed for a repeated `Idempotency-Key`.
      public var idempotentReplays: Int

      /// Requests received for `method` and `path`, e.g. `count("GET", "/v1/ping")`.
      public func count(_ method: String, _ path: String) -> Int {
        requests["\(method) \(path)"] ?? 0
      }
    }

    /// An admin fault rule (`POST /admin/faults`): requests under `pathPrefix` get the fault.
    ///
    /// At most one outcome per rule: a `status`, a `drop`, or a `dropResponse`.
    public struct Fault: Sendable, Hashable, Encodable {
      /// Path prefix the rule applies to, e.g. `/v1/echo`.
      public var pathPrefix: String
      /// Only this HTTP method, or any when `nil`.
      public var method: String?
      /// Status (200–599) to answer with (error envelope, code `INJECTED_FAULT`), or `nil` to pass through.
      public var status: Int?
      /// `Retry-After` value (delay-seconds or HTTP-date) added to the faulted response.
      public var retryAfter: String?
      /// Delay before answering, in milliseconds.
      public var delayMs: Int?
      /// Close the connection without a response; the request is not processed.
      public var drop: Bool?
      /// Process the request completely (its effects are committed), then close the connection
      /// without a response: the server did the work, the client never hears of it.
      public var dropResponse: Bool
      /// How long the route works on the request once it has it, in milliseconds. A request with an
      /// `Idempotency-Key` holds its key meanwhile: a retry with the key is answered 409
      /// `IDEMPOTENCY_KEY_IN_USE` until the first one is done.
      public var processingMs: Int?
      /// Process the request completely, then answer its success with a body cut short: a 2xx the
      /// client cannot read, although the server did the work.
      public var garbleResponse: Bool?
      /// How many matching requests the rule applies to before it disappears; `nil` = forever.
      public var times: Int?

      /// Creates a rule; unset fields are omitted from the request.
      public init(
        pathPrefix: String, method: String? = nil, status: Int? = nil, retryAfter: String? = nil,
        delayMs: Int? = nil, drop: Bool? = nil, dropResponse: Bool = false, processingMs: Int? = nil,
        garbleResponse: Bool? = nil, times: Int? = nil
      ) {
        self.pathPrefix = pathPrefix
        self.method = method
        self.status = status
        self.retryAfter = retryAfter
        self.delayMs = delayMs
        self.drop = drop
        self.dropResponse = dropResponse
        self.processingMs = processingMs
        self.garbleResponse = garbleResponse
        self.times = times
      }
    }

    /// An admin call answered with an unexpected status.
    public struct AdminError: Error, Sendable, CustomStringConvertible {
      /// The route that failed, e.g. `POST /admin/faults`.
      public var route: String
      /// The HTTP status received.
      public var status: Int
      /// The response body, decoded leniently.
      public var body: String

      /// A readable explanation.
      public var description: String { "\(route) answered \(status): \(body)" }
    }

    // MARK: - Admin helpers

    /// Reads the counters.
    public func stats() async throws -> Stats {
      try JSONDecoder().decode(Stats.self, from: await send("GET", "/admin/stats", expecting: 200))
    }

    /// Zeroes stats, clears fault rules and wipes all data (fixtures are re-seeded).
    public func reset() async throws {
      _ = try await send("POST", "/admin/reset", expecting: 204)
    }

    /// Adds a fault rule and returns its id.
    @discardableResult
    public func addFault(_ rule: Fault) async throws -> String {
      let data = try await send("POST", "/admin/faults", body: try JSONEncoder().encode(rule), expecting: 201)
      struct Created: Decodable { var id: String }
      return try JSONDecoder().decode(Created.self, from: data).id
    }

    /// Removes every fault rule.
    public func clearFaults() async throws {
      _ = try await send("DELETE", "/admin/faults", expecting: 204)
    }

    /// Makes every access token issued so far expired (refresh tokens stay valid).
    public func expireTokens() async throws {
      _ = try await send("POST", "/admin/expire-tokens", expecting: 200)
    }

    /// Logs in (`POST /v1/auth/token`) with the demo password and returns the pair.
    ///
    /// - Parameters:
    ///   - username: Who signs in; any name is accepted.
    ///   - expiresIn: access-token lifetime in seconds; `nil` uses the server's TTL.
    public func issueTokens(username: String = "demo", expiresIn: Int? = nil) async throws -> AuthTokens {
      struct Login: Encodable { var username: String, password: String, expiresIn: Int? }
      let json = try JSONEncoder().encode(Login(username: username, password: Self.demoPassword, expiresIn: expiresIn))
      struct Pair: Decodable { var accessToken: String, refreshToken: String, expiresIn: Int }
      let started = Date()
      let data = try await send("POST", "/v1/auth/token", body: json, expecting: 200)
      let pair = try JSONDecoder().decode(Pair.self, from: data)
      return AuthTokens(
        accessToken: pair.accessToken, refreshToken: pair.refreshToken,
        expiresAt: started.addingTimeInterval(TimeInterval(pair.expiresIn)))
    }

    /// Sends one JSON request and checks the status.
    func send(_ method: String, _ path: String, body: Data? = nil, expecting status: Int) async throws -> Data {
      var request = URLRequest(url: baseURL.appendingPathComponent(path))
      request.httpMethod = method
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      let (data, response) = try await session.data(for: request)
      let received = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard received == status else {
        throw AdminError(route: "\(method) \(path)", status: received, body: String(decoding: data, as: UTF8.self))
      }
      return data
    }
  }

#endif
