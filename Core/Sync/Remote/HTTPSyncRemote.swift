import Foundation

/// The sync contract over HTTP, sent through an ``APIClient`` (and so through its auth, retry and
/// logging steps):
///
/// - `POST {path}` with `Idempotency-Key` → `201 {"record": R}`
/// - `PUT {path}/{id}` and `DELETE {path}/{id}` with `If-Match: "<version>"` → `200 {"record": R}`
/// - `GET {path}/changes?since=&limit=` → `{"changes": [R], "nextCursor", "hasMore"}`
/// - `409 {"error": …, "current": R}` for a stale version, `422` with `error.fields` for a refusal.
///
/// `R` is ``SyncServerRecord``. Requests carry the credentials named by `auth`.
public struct HTTPSyncRemote: SyncRemote {
  private let client: APIClient
  private let auth: AuthKind
  private let timeout: Duration?

  /// Creates a remote sending through `client` with `auth` credentials (default: bearer token);
  /// `timeout` bounds each attempt (`nil`: the transport's default).
  public init(client: APIClient, auth: AuthKind = .bearer, timeout: Duration? = nil) {
    self.client = client
    self.auth = auth
    self.timeout = timeout
  }

  /// `POST {path}` with the fields and an `Idempotency-Key`.
  public func create(
    _ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    let endpoint = Endpoint<Empty>(.post, path: type.path, metricsName: "POST sync/\(type.name)")
      .jsonBody(fields).idempotencyKey(idempotencyKey).auth(auth)
    return try await record(from: endpoint)
  }

  /// `PUT {path}/{id}` with the fields, `If-Match: "<version>"` and an `Idempotency-Key`.
  public func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    let endpoint = Endpoint<Empty>(.put, path: type.path + [id], metricsName: "PUT sync/\(type.name)/{id}")
      .jsonBody(fields).header("If-Match", "\"\(version)\"").idempotencyKey(idempotencyKey).auth(auth)
    return try await record(from: endpoint)
  }

  /// `DELETE {path}/{id}` with `If-Match: "<version>"` and an `Idempotency-Key`.
  public func delete(
    _ type: SyncRecordType, id: String, version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    let endpoint = Endpoint<Empty>(.delete, path: type.path + [id], metricsName: "DELETE sync/\(type.name)/{id}")
      .header("If-Match", "\"\(version)\"").idempotencyKey(idempotencyKey).auth(auth)
    return try await record(from: endpoint)
  }

  /// `GET {path}/changes?since=<cursor>&limit=<limit>`.
  public func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
    -> SyncChangesPage
  {
    var endpoint = Endpoint<Empty>(.get, path: type.path + ["changes"], metricsName: "GET sync/\(type.name)/changes")
      .query("limit", String(limit)).auth(auth)
    if let cursor { endpoint = endpoint.query("since", cursor) }
    return try await decode(SyncChangesPage.self, from: response(for: endpoint))
  }

  // MARK: - Responses

  private struct RecordEnvelope: Decodable {
    var record: SyncServerRecord
  }

  private struct ErrorEnvelope: Decodable {
    struct Detail: Decodable {
      var code: String?
      var message: String?
      var fields: [AppError.FieldError]?
    }
    var error: Detail?
    var current: SyncServerRecord?
  }

  private func record(from endpoint: Endpoint<Empty>) async throws(SyncRemoteError) -> SyncServerRecord {
    try decode(RecordEnvelope.self, from: await response(for: endpoint)).record
  }

  /// Sends `endpoint`, returning a 2xx response and sorting every other outcome.
  private func response(for endpoint: Endpoint<Empty>) async throws(SyncRemoteError) -> HTTPResponse {
    var endpoint = endpoint
    endpoint.timeout = timeout ?? endpoint.timeout
    let response: HTTPResponse
    do {
      response = try await client.response(for: endpoint)
    } catch {
      throw .failed(error)
    }
    if response.isSuccess { return response }
    let decoder = client.configuration.makeDecoder()
    let envelope = try? decoder.decode(ErrorEnvelope.self, from: response.body)
    if response.status == 409, let current = envelope?.current { throw .conflict(current: current) }
    let appError = client.configuration.errorMapper.map(response, decoder: decoder)
    switch response.status {
    case 400, 404, 409, 410, 412, 422:
      let detail = envelope?.error
      throw .rejected(
        SyncRejection(
          code: detail?.code, message: detail?.message ?? appError.userMessage, fields: detail?.fields ?? []))
    default:
      throw .failed(appError)
    }
  }

  private func decode<Value: Decodable>(_ type: Value.Type, from response: HTTPResponse) throws(SyncRemoteError)
    -> Value
  {
    do {
      return try client.configuration.makeDecoder().decode(type, from: response.body)
    } catch {
      throw .failed(AppError(error))
    }
  }
}
