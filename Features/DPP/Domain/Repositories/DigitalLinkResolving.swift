/// Resolves a GS1 Digital Link to the product's digital product passport (GS1 Resolver 1.2,
/// link type `gs1:dpp`).
///
/// Implementations throw `AppError`; a product without a passport is `AppError.notFound`.
public protocol DigitalLinkResolving: Sendable {
  /// The passport the resolver's `gs1:dpp` link points to for `gtin` (and `serial`).
  func passport(gtin: String, serial: String?) async throws -> ProductPassport
}
