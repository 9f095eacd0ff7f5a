import Foundation
import SharedCore

/// Resolves GTINs through a GS1 resolver to the product's passport JSON (GS1 Resolver 1.2):
/// `GET /01/{gtin}[/21/{serial}]?linkType=gs1:dpp`, follow the `307` to the passport, decode it.
///
/// Redirects are followed here (up to ``maxRedirects``, relative `Location`s resolved against the
/// request URL) as well as by transports that follow them themselves (`URLSession`). The passport
/// is read with the CIRPASS decoder, falling back to UNTP credentials. The resolver is public, so
/// no credentials are sent. Failures use the TraceWise error envelope.
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
  /// - Throws: ``AppError``: `.notFound` for an unknown product or one without a passport,
  ///   `.decoding` for a passport that cannot be read, transport failures.
  public func passport(gtin: String, serial: String?) async throws -> ProductPassport {
    var path = ["01", gtin]
    if let serial { path += ["21", serial] }
    let endpoint = Endpoint<Empty>(.get, path: path).query("linkType", "gs1:dpp")
    let client = APIClient(configuration: APIClientConfiguration(baseURL: baseURL), transport: transport)
    var request = try client.makeRequest(endpoint).http
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
