import Foundation

/// The sync contract over HTTP, sent through an ``APIClient`` (and so through its auth, retry and
/// logging steps):
///
/// - `POST {path}` with `Idempotency-Key` → `201 {"record": R}`
/// - `PUT {path}/{id}` and `DELETE {path}/{id}` with `If-Match: "<version>"` → `200 {"record": R}`
/// - `GET {path}/changes?since=&limit=` → `{"changes": [R], "nextCursor", "hasMore"}`
/// - `POST {path}/batch` with `{"mutations": [{"operation", "id"?, "version"?, "idempotencyKey",
///   "fields"?}]}` → `{"results": [{"status", "record"? , "error"?, "current"?}]}`: each mutation
///   answered as its own request would be, in order
/// - `409 {"error": …, "current": R}` for a stale version, `422` with `error.fields` for a refusal;
///   `422 UNIQUE_CONFLICT` with `error.clashes` (``SyncUniqueClash``) for a record that would share a
///   unique value (an SKU, a GSTIN) with another, kept in ``SyncRejection/clashes``.
///
/// `R` is ``SyncServerRecord``. Requests carry the credentials named by `auth`. Answers are sorted
/// into ``SyncRemoteError`` as follows:
///
/// | Answer | Error |
/// | --- | --- |
/// | 409 with `current` | ``SyncRemoteError/conflict(current:)`` |
/// | 400, 404, 405, 410, 412, 422; 409 `REFERENCED` (the record is still referenced) | ``SyncRemoteError/rejected(_:)`` |
/// | `changes`: 400 or 410 `INVALID_CURSOR` / `CURSOR_EXPIRED` | ``SyncRemoteError/cursorExpired(_:)`` |
/// | any other 409 (`IDEMPOTENCY_KEY_IN_USE`), every other status, a transport failure, a success whose body cannot be read | ``SyncRemoteError/failed(_:)`` with the `AppError`, which `SyncEngine` sorts by ``RemoteUncertainty`` |
///
/// `changes` answers only the cursor codes as a refusal: any other failure to list (a proxy's 404,
/// say) is ``SyncRemoteError/failed(_:)``, so the cursor is kept for the next run.
public struct HTTPSyncRemote: SyncRemote {
  private let client: APIClient
  private let auth: AuthKind
  private let timeout: Duration?
  private let headers: [String: String]
  /// The most mutations sent in one `POST {path}/batch` request.
  public let maximumBatchSize: Int

  /// Creates a remote sending through `client` with `auth` credentials (default: bearer token);
  /// `timeout` bounds each attempt (`nil`: the transport's default). `batchSize` mutations at most
  /// go in one batch request; 1 sends every mutation on its own. `headers` go on every request (the
  /// company whose records these are, say).
  public init(
    client: APIClient, auth: AuthKind = .bearer, timeout: Duration? = nil, batchSize: Int = 100,
    headers: [String: String] = [:]
  ) {
    self.client = client
    self.auth = auth
    self.timeout = timeout
    self.maximumBatchSize = max(1, batchSize)
    self.headers = headers
  }

  /// `POST {path}` with the fields and an `Idempotency-Key`.
  public func create(
    _ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    let endpoint = Endpoint<EmptyBody>(.post, path: type.path, metricsName: "POST sync/\(type.name)")
      .jsonBody(fields).idempotencyKey(idempotencyKey).auth(auth)
    return try await record(from: endpoint)
  }

  /// `PUT {path}/{id}` with the fields, `If-Match: "<version>"` and an `Idempotency-Key`.
  public func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    let endpoint = Endpoint<EmptyBody>(.put, path: type.path + [id], metricsName: "PUT sync/\(type.name)/{id}")
      .jsonBody(fields).header("If-Match", "\"\(version)\"").idempotencyKey(idempotencyKey).auth(auth)
    return try await record(from: endpoint)
  }

  /// `DELETE {path}/{id}` with `If-Match: "<version>"` and an `Idempotency-Key`.
  public func delete(
    _ type: SyncRecordType, id: String, version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    let endpoint = Endpoint<EmptyBody>(.delete, path: type.path + [id], metricsName: "DELETE sync/\(type.name)/{id}")
      .header("If-Match", "\"\(version)\"").idempotencyKey(idempotencyKey).auth(auth)
    return try await record(from: endpoint)
  }

  /// `GET {path}/changes?since=<cursor>&limit=<limit>`.
  public func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
    -> SyncChangesPage
  {
    var endpoint = Endpoint<EmptyBody>(
      .get, path: type.path + ["changes"], metricsName: "GET sync/\(type.name)/changes"
    )
    .query("limit", String(limit)).auth(auth)
    if let cursor { endpoint = endpoint.query("since", cursor) }
    let response = try await send(endpoint)
    guard response.isSuccess else {
      let decoder = client.configuration.makeDecoder()
      let detail = (try? decoder.decode(ErrorEnvelope.self, from: response.body))?.error
      if [400, 410].contains(response.status), let code = detail?.code, Self.cursorCodes.contains(code) {
        throw .cursorExpired(SyncRejection(code: code, message: detail?.message ?? "The cursor is no longer valid."))
      }
      throw .failed(client.configuration.errorMapper.map(response, decoder: decoder))
    }
    return try decode(SyncChangesPage.self, from: response)
  }

  /// `POST {path}/batch`: the mutations in one request, each answered as its own request would be.
  ///
  /// When the server refuses the batch request itself (it has no batch route, say), that refusal is
  /// thrown; `SyncEngine` then sends the mutations one by one.
  public func send(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
  {
    guard mutations.count > 1 else {
      guard let mutation = mutations.first else { return [] }
      do {
        return [.success(try await send(mutation, of: type))]
      } catch .failed(let error) {
        throw .failed(error)
      } catch {
        return [.failure(error)]
      }
    }
    let body = JSONValue.object(["mutations": .array(mutations.map(Self.batchItem))])
    let endpoint = Endpoint<EmptyBody>(.post, path: type.path + ["batch"], metricsName: "POST sync/\(type.name)/batch")
      .jsonBody(body).auth(auth)
    let answer = try decode(BatchEnvelope.self, from: await response(for: endpoint))
    guard answer.results.count == mutations.count else {
      throw .failed(
        .decoding(path: "results", reason: "\(answer.results.count) answers to \(mutations.count) mutations"))
    }
    return answer.results.map(Self.outcome)
  }

  private static func batchItem(_ mutation: SyncMutation) -> JSONValue {
    var item: [String: JSONValue] = [
      "operation": .string(mutation.operation.rawValue), "idempotencyKey": .string(mutation.idempotencyKey),
    ]
    if mutation.operation != .create {
      item["id"] = .string(mutation.recordID)
      item["version"] = .int(Int64(mutation.baseVersion ?? 0))
    }
    if mutation.operation != .delete { item["fields"] = .object(mutation.fields) }
    return .object(item)
  }

  private static func outcome(_ result: BatchEnvelope.Result) -> Result<SyncServerRecord, SyncRemoteError> {
    if (200..<300).contains(result.status), let record = result.record { return .success(record) }
    let detail = result.error
    if (200..<300).contains(result.status) {
      return .failure(.failed(.decoding(path: "results[].record", reason: "a success without its record")))
    }
    if result.status == 409, let current = result.current { return .failure(.conflict(current: current)) }
    if isRefusal(status: result.status, code: detail?.code) {
      let fallback = "The server refused this change (HTTP \(result.status))."
      return .failure(.rejected(detail?.rejection(fallback: fallback) ?? SyncRejection(code: nil, message: fallback)))
    }
    // Kept as the status it is (a 403 here is about this change), for the engine to sort.
    return .failure(
      .failed(.server(status: result.status, code: detail?.code, message: detail?.message, correlationID: nil)))
  }

  // MARK: - Responses

  /// Statuses that refuse a change for good in the contract's words; other failures are sorted by
  /// the engine (``RemoteUncertainty``).
  private static let rejectionStatuses: Set<Int> = [400, 404, 405, 410, 412, 422]
  /// The one 409 without `current` that refuses a change: a delete of a record still referenced.
  private static let referencedCode = "REFERENCED"
  /// The codes with which `changes` refuses a cursor it no longer accepts.
  private static let cursorCodes: Set<String> = ["INVALID_CURSOR", "CURSOR_EXPIRED"]

  /// Whether an answer refuses a change for good: a rejection status, or 409 `REFERENCED`.
  private static func isRefusal(status: Int, code: String?) -> Bool {
    rejectionStatuses.contains(status) || (status == 409 && code == referencedCode)
  }

  private struct BatchEnvelope: Decodable {
    struct Result: Decodable {
      var status: Int
      var record: SyncServerRecord?
      var error: ErrorEnvelope.Detail?
      var current: SyncServerRecord?
    }
    var results: [Result]
  }

  private struct RecordEnvelope: Decodable {
    var record: SyncServerRecord
  }

  private struct ErrorEnvelope: Decodable {
    struct Detail: Decodable {
      var code: String?
      var message: String?
      var fields: [AppError.FieldError]?
      var clashes: [SyncUniqueClash]

      private enum CodingKeys: String, CodingKey { case code, message, fields, clashes }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decodeIfPresent(String.self, forKey: .code)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        fields = try container.decodeIfPresent([AppError.FieldError].self, forKey: .fields)
        // Details of a refusal, never a reason to lose its code and message.
        clashes = (try? container.decodeIfPresent([SyncUniqueClash].self, forKey: .clashes)) ?? []
      }

      /// The refusal these details describe, `fallback` its message when they hold none.
      func rejection(fallback: String) -> SyncRejection {
        SyncRejection(code: code, message: message ?? fallback, fields: fields ?? [], clashes: clashes)
      }
    }
    var error: Detail?
    var current: SyncServerRecord?
  }

  private func record(from endpoint: Endpoint<EmptyBody>) async throws(SyncRemoteError) -> SyncServerRecord {
    try decode(RecordEnvelope.self, from: await response(for: endpoint)).record
  }

  /// Sends `endpoint` and returns whatever HTTP answer arrived.
  private func send(_ endpoint: Endpoint<EmptyBody>) async throws(SyncRemoteError) -> HTTPResponse {
    var endpoint = endpoint
    endpoint.timeout = timeout ?? endpoint.timeout
    for (name, value) in headers { endpoint = endpoint.header(name, value) }
    do {
      return try await client.response(for: endpoint)
    } catch {
      throw .failed(error)
    }
  }

  /// Sends a mutation's `endpoint`, returning a 2xx response and sorting every other answer.
  private func response(for endpoint: Endpoint<EmptyBody>) async throws(SyncRemoteError) -> HTTPResponse {
    let response = try await send(endpoint)
    if response.isSuccess { return response }
    let decoder = client.configuration.makeDecoder()
    let envelope = try? decoder.decode(ErrorEnvelope.self, from: response.body)
    if response.status == 409, let current = envelope?.current { throw .conflict(current: current) }
    let appError = client.configuration.errorMapper.map(response, decoder: decoder)
    let detail = envelope?.error
    guard Self.isRefusal(status: response.status, code: detail?.code) else { throw .failed(appError) }
    throw .rejected(
      detail?.rejection(fallback: appError.userMessage) ?? SyncRejection(code: nil, message: appError.userMessage))
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
