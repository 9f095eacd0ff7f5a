import Foundation
import SharedCore
import SharedPlatform

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Launching python3 needs `Process`, which exists on macOS and Linux only (not iOS, tvOS, watchOS).
#if os(macOS) || os(Linux)

  extension ReferenceServer {
    /// A `SyncRemote` speaking the server's sync contract, logged in as `username` (its account).
    ///
    /// - Parameters:
    ///   - username: The account to log in as; two remotes with one username share records.
    ///   - retry: The pipeline's retry policy; `nil` (the default) lets every outage reach the sync
    ///     engine, which is what sync tests want to see.
    ///   - timeout: How long one request may take (a lost response is noticed after it).
    public func syncRemote(username: String = "demo", retry: RetryPolicy? = nil, timeout: Duration = .seconds(3))
      async throws -> HTTPSyncRemote
    {
      try await Self.syncRemote(baseURL: baseURL, username: username, retry: retry, timeout: timeout)
    }

    /// A `SyncRemote` for the server at `baseURL` (for child processes that did not start it).
    ///
    /// - Parameters:
    ///   - baseURL: The running server's address.
    ///   - username: The account to log in as.
    ///   - retry: The pipeline's retry policy; `nil` lets every outage reach the sync engine.
    ///   - timeout: How long one request may take.
    public static func syncRemote(
      baseURL: URL, username: String = "demo", retry: RetryPolicy? = nil, timeout: Duration = .seconds(3)
    ) async throws -> HTTPSyncRemote {
      struct Login: Encodable, Sendable { var username: String, password: String }
      struct Tokens: Decodable, Sendable { var accessToken: String }
      let transport = URLSessionTransport()
      let login = Endpoint<Tokens>(.post, literalPath: "/v1/auth/token")
        .jsonBody(Login(username: username, password: demoPassword))
      let tokens = try await APIClient(configuration: APIClientConfiguration(baseURL: baseURL), transport: transport)
        .send(login)
      var steps: [any RequestStep] = []
      if let retry { steps.append(RetryStep(policy: retry)) }
      steps.append(FixedBearerStep(token: tokens.accessToken))
      let client = APIClient(
        configuration: APIClientConfiguration(baseURL: baseURL, steps: steps), transport: transport)
      return HTTPSyncRemote(client: client, timeout: timeout)
    }

    /// Every record of `collection` in `account`, tombstones included, in id order
    /// (`GET /admin/sync/{collection}?account=`).
    public func syncRecords(_ collection: String, account: String = "demo") async throws -> [SyncServerRecord] {
      var components = URLComponents(
        url: baseURL.appendingPathComponent("admin/sync/\(collection)"), resolvingAgainstBaseURL: false)
      components?.queryItems = [URLQueryItem(name: "account", value: account)]
      guard let url = components?.url else { throw URLError(.badURL) }
      let (data, response) = try await session.data(from: url)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard status == 200 else {
        throw AdminError(
          route: "GET /admin/sync/\(collection)", status: status, body: String(decoding: data, as: UTF8.self))
      }
      struct Listing: Decodable { var records: [SyncServerRecord] }
      return try JSONCoders.makeDecoder().decode(Listing.self, from: data).records
    }

    /// Creates `count` records in `collection` for `account` in one transaction
    /// (`POST /admin/sync/{collection}/seed`).
    public func seedSync(_ collection: String, account: String = "demo", count: Int) async throws {
      struct Seed: Encodable { var account: String, count: Int }
      let body = try JSONEncoder().encode(Seed(account: account, count: count))
      _ = try await send("POST", "/admin/sync/\(collection)/seed", body: body, expecting: 201)
    }

    /// Creates `count` records with `fields` in `collection` for `account`, as another client would
    /// have, except that unique values are not checked: the duplicates a server that did not check let
    /// through (`POST /admin/sync/{collection}/seed`).
    /// - Returns: The id of the first record created.
    @discardableResult
    public func seedSync(
      _ collection: String, account: String = "demo", count: Int = 1, fields: [String: JSONValue]
    ) async throws -> String {
      let body = JSONValue.object(
        ["account": .string(account), "count": .int(Int64(count)), "fields": .object(fields)]
      ).serialized(sortedKeys: true)
      let data = try await send("POST", "/admin/sync/\(collection)/seed", body: body, expecting: 201)
      struct Seeded: Decodable { var firstId: String }
      return try JSONDecoder().decode(Seeded.self, from: data).firstId
    }
  }

  /// Adds one fixed bearer token to every request (tests whose tokens outlive them).
  struct FixedBearerStep: RequestStep {
    let token: String

    func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
      var request = request
      request.http.headers["Authorization"] = "Bearer \(token)"
      return try await next(request)
    }
  }

#endif
