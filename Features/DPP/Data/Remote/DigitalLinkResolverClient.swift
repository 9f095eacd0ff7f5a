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
public struct DigitalLinkResolverClient: DigitalLinkResolving {
  /// The most redirects followed for one lookup.
  public static let maxRedirects = 5
  private let baseURL: URL
  private let transport: any Transport
  private let errorMapper: any ErrorMapper = TraceWiseErrorMapper()

  /// Creates a client for the resolver at `baseURL` (the Digital Link stem).
  public init(baseURL: URL, transport: any Transport) {
    self.baseURL = baseURL
    self.transport = transport
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
  private func request(_ path: [String], linkType: String) throws(AppError) -> HTTPRequest {
    let endpoint = Endpoint<Empty>(.get, path: path).query("linkType", linkType)
    return try APIClient(configuration: APIClientConfiguration(baseURL: baseURL), transport: transport)
      .makeRequest(endpoint).http
  }

  /// Whether the product's linkset has a `gs1:dpp` link.
  private func hasPassportLink(_ path: [String]) async throws -> Bool {
    var request = try request(path, linkType: "linkset")
    request.headers["Accept"] = "application/linkset+json"
    let response = try await transport.send(request)
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
  private func follow(_ first: HTTPRequest) async throws -> ProductPassport {
    var request = first
    var lastStatus = 0
    for _ in 0...Self.maxRedirects {
      let response: HTTPResponse
      do {
        response = try await transport.send(request)
      } catch {
        throw AppError(error)
      }
      lastStatus = response.status
      if (300..<400).contains(response.status) {
        guard let location = response.headers["Location"], let next = URL(string: location, relativeTo: request.url)
        else { throw AppError.decoding(path: "Location", reason: "A \(response.status) without a usable Location") }
        request = HTTPRequest(url: next.absoluteURL, method: .get, headers: ["Accept": "application/json"])
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
