import Foundation
import SharedCore

/// Resolves GTINs through a GS1 resolver to the product's passport JSON (GS1 Resolver 1.2):
/// `GET /01/{gtin}[/21/{serial}]?linkType=gs1:dpp`, follow the `307` to the passport, decode it.
///
/// Redirects are followed here (up to ``maxRedirects``, relative `Location`s resolved against the
/// request URL) as well as by transports that follow them themselves (`URLSession`). The passport
/// is read with the CIRPASS decoder, falling back to UNTP credentials. The resolver is public, so
/// no credentials are sent. Failures use the TraceWise error envelope.
///
/// A resolver answers a link type it lacks with its *default* link (GS1 Resolver 1.2 §7.3), which
/// may need credentials or not be a passport. So when the lookup does not yield a passport, the
/// client asks for the linkset (`?linkType=linkset`, RFC 9264) and reports a product without a
/// `gs1:dpp` link as `AppError/notFound`.
///
/// Every request, redirects included, goes through the client's steps: `DPPModule` passes the
/// client of its resolver backend (``DPPModule/resolverBackend``), with the host's logging,
/// metrics and retry policy.
public struct DigitalLinkResolverClient: DigitalLinkResolving {
  /// The most redirects followed for one lookup.
  public static let maxRedirects = 5
  /// The metrics name of passport lookups (the first request and its redirects).
  public static let metricsName = "gs1.resolver.passport"
  private let client: APIClient
  private let errorMapper: any ErrorMapper = JSONErrorEnvelopeMapper()

  /// Creates a client sending through `client`, whose base URL is the resolver's (the Digital
  /// Link stem).
  public init(client: APIClient) {
    self.client = client
  }

  /// Creates a client for the resolver at `baseURL` sending straight through `transport`, with
  /// no logging, metrics or retries.
  public init(baseURL: URL, transport: any Transport) {
    self.init(
      client: APIClient(
        configuration: APIClientConfiguration(baseURL: baseURL, errorMapper: JSONErrorEnvelopeMapper()),
        transport: transport))
  }

  /// The `gs1:dpp` passport of `gtin` (and `serial`).
  /// - Throws: `AppError`: `.notFound` for an unknown product or one without a passport,
  ///   `.decoding` for a passport that cannot be read, transport failures.
  public func passport(gtin: String, serial: String?) async throws -> ProductPassport {
    var path = ["01", gtin]
    if let serial { path += ["21", serial] }
    do {
      return try await follow(try request(path, linkType: "gs1:dpp"))
    } catch let error as AppError where error != .notFound && error != .cancelled && !Self.isTransport(error) {
      guard try await hasPassportLink(path) else { throw AppError.notFound }
      throw error
    }
  }

  /// The resolver request for `path` with `linkType`.
  private func request(_ path: [String], linkType: String) throws(AppError) -> APIRequest {
    var request = try client.makeRequest(Endpoint<EmptyBody>(.get, path: path).query("linkType", linkType))
    request.metricsName = Self.metricsName
    return request
  }

  /// Whether the product's linkset has a `gs1:dpp` link.
  private func hasPassportLink(_ path: [String]) async throws -> Bool {
    var request = try request(path, linkType: "linkset")
    request.http.headers["Accept"] = "application/linkset+json"
    request.metricsName = "gs1.resolver.linkset"
    let response = try await client.response(to: request)
    guard response.isSuccess else { throw errorMapper.map(response, decoder: JSONCoders.makeDecoder()) }
    let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    let entries = json?["linkset"] as? [[String: Any]] ?? []
    return entries.contains { $0[Self.passportLinkType] != nil }
  }

  /// The linkset relation of digital product passports.
  static let passportLinkType = "https://gs1.org/voc/dpp"

  private static func isTransport(_ error: AppError) -> Bool {
    if case .network = error { return true }
    return false
  }

  /// Sends `request`, following redirects, and decodes the passport.
  private func follow(_ first: APIRequest) async throws -> ProductPassport {
    var request = first
    var lastStatus = 0
    for _ in 0...Self.maxRedirects {
      let response = try await client.response(to: request)
      lastStatus = response.status
      if (300..<400).contains(response.status) {
        guard let location = response.headers["Location"],
          let next = URL(string: location, relativeTo: request.http.url)
        else { throw AppError.decoding(path: "Location", reason: "A \(response.status) without a usable Location") }
        request = APIRequest(
          http: HTTPRequest(url: next.absoluteURL, method: .get, headers: ["Accept": "application/json"]),
          metricsName: Self.metricsName)
        continue
      }
      guard response.isSuccess else { throw errorMapper.map(response, decoder: JSONCoders.makeDecoder()) }
      return try Self.decode(response.body)
    }
    throw AppError.server(
      status: lastStatus, code: "TOO_MANY_REDIRECTS", message: "More than \(Self.maxRedirects) redirects",
      correlationID: nil)
  }

  /// Decodes passport JSON: CIRPASS first, then a UNTP credential.
  static func decode(_ data: Data) throws(AppError) -> ProductPassport {
    do {
      return try ProductPassport(cirpassJSON: data)
    } catch let cirpassError {
      if let untp = try? ProductPassport(untpCredential: data) { return untp }
      throw .decoding(path: "passport", reason: cirpassError.description)
    }
  }
}
