import Foundation
import SharedCore

/// The TraceWise API as `Endpoint` values.
///
/// Every endpoint but health sends the API key; registration, a user's products and recording an
/// event also send the bearer token. Paths are built from segments, so ids are percent-encoded
/// one by one (the original SDK concatenated strings).
public enum TraceWiseEndpoints {
  /// `GET /v1/health` (public).
  public static func health() -> Endpoint<TraceWiseHealthResponse> {
    Endpoint(.get, path: ["v1", "health"])
  }

  /// `GET /v1/products?gtin=…[&serial=…]`.
  public static func product(gtin: String, serial: String?) -> Endpoint<DPPProduct> {
    var endpoint = Endpoint<DPPProduct>(.get, path: ["v1", "products"], auth: .apiKey).query("gtin", gtin)
    if let serial { endpoint = endpoint.query("serial", serial) }
    return endpoint
  }

  /// `GET /v1/products/list?pageSize=…&pageToken=…`.
  public static func listProducts(pageSize: Int?, pageToken: String?) -> Endpoint<
    TraceWisePaginatedResponse<DPPProduct>
  > {
    paged(
      Endpoint(.get, path: ["v1", "products", "list"], auth: .apiKey), sizeName: "pageSize",
      size: pageSize, token: pageToken)
  }

  /// `POST /v1/products/register` with `{gtin, serial?, userId?}`.
  public static func register(gtin: String, serial: String?, userId: String?) -> Endpoint<TraceWiseRegisterResponse> {
    Endpoint(.post, path: ["v1", "products", "register"], auth: [.apiKey, .bearer])
      .jsonBody(RegisterProductRequest(gtin: gtin, serial: serial, userId: userId))
  }

  /// `GET /v1/products/users/{userId}?pageSize=…&pageToken=…`.
  public static func userProducts(userId: String, pageSize: Int?, pageToken: String?)
    -> Endpoint<TraceWisePaginatedResponse<DPPProduct>>
  {
    paged(
      Endpoint(
        .get, path: ["v1", "products", "users", userId], auth: [.apiKey, .bearer],
        metricsName: "GET /v1/products/users/{userId}"),
      sizeName: "pageSize", size: pageSize, token: pageToken)
  }

  /// `POST /v1/events` with the event's wire JSON; an idempotency key makes it safe to retry.
  public static func addEvent(_ event: LifecycleEvent, idempotencyKey: String?) -> Endpoint<TraceWiseEventResponse> {
    var endpoint = Endpoint<TraceWiseEventResponse>(.post, path: ["v1", "events"], auth: [.apiKey, .bearer])
      .jsonBody(event)
    if let idempotencyKey { endpoint = endpoint.idempotencyKey(idempotencyKey) }
    return endpoint
  }

  /// `GET /v1/events/{gtin}:{serial}?limit=…&pageToken=…`.
  public static func events(for id: DPPProductID, limit: Int?, pageToken: String?)
    -> Endpoint<TraceWisePaginatedResponse<LifecycleEvent>>
  {
    paged(
      Endpoint(.get, path: ["v1", "events", id.description], auth: .apiKey, metricsName: "GET /v1/events/{id}"),
      sizeName: "limit", size: limit, token: pageToken)
  }

  /// `GET /v1/cirpass-sim/product/{id}`.
  public static func cirpassProduct(id: String) -> Endpoint<CirpassProduct> {
    Endpoint(
      .get, path: ["v1", "cirpass-sim", "product", id], auth: .apiKey,
      metricsName: "GET /v1/cirpass-sim/product/{id}")
  }

  /// `GET /v1/cirpass-sim/products?limit=…`.
  public static func cirpassProducts(limit: Int?) -> Endpoint<CirpassProductsResponse> {
    let endpoint = Endpoint<CirpassProductsResponse>(.get, path: ["v1", "cirpass-sim", "products"], auth: .apiKey)
    return limit.map { endpoint.query("limit", String($0)) } ?? endpoint
  }

  /// `POST /v1/auth/token` with `{username, password}` (the password grant of the reference server).
  public static func signIn(username: String, password: String) -> Endpoint<TraceWiseTokenResponse> {
    Endpoint(.post, path: ["v1", "auth", "token"]).jsonBody(["username": username, "password": password])
  }

  /// `POST /v1/auth/refresh` with `{refreshToken}`.
  public static func refresh(refreshToken: String) -> Endpoint<TraceWiseTokenResponse> {
    Endpoint(.post, path: ["v1", "auth", "refresh"]).jsonBody(["refreshToken": refreshToken])
  }

  private static func paged<Response>(
    _ endpoint: Endpoint<Response>, sizeName: String, size: Int?, token: String?
  ) -> Endpoint<Response> {
    var endpoint = endpoint
    if let size { endpoint = endpoint.query(sizeName, String(size)) }
    if let token { endpoint = endpoint.query("pageToken", token) }
    return endpoint
  }
}

/// The body of `POST /v1/products/register`.
struct RegisterProductRequest: Encodable, Sendable {
  var gtin: String
  var serial: String?
  var userId: String?
}
