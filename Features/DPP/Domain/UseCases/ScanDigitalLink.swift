import SharedCore

/// Scanned text → ``DigitalLink`` → product, passport and first page of events.
///
/// The three lookups run concurrently. A product without a passport (`AppError/notFound` from
/// the resolver) still scans, with `passport == nil`; every other failure is thrown.
public struct ScanDigitalLink: Sendable {
  private let parse = ParseDigitalLink()
  private let products: any DPPProductRepository
  private let resolver: any DigitalLinkResolving
  private let events: any DPPEventRepository
  private let eventPageSize: Int

  /// Creates the use case.
  public init(
    products: any DPPProductRepository,
    resolver: any DigitalLinkResolving,
    events: any DPPEventRepository,
    eventPageSize: Int = 20
  ) {
    self.products = products
    self.resolver = resolver
    self.events = events
    self.eventPageSize = eventPageSize
  }

  /// Scans `text`.
  /// - Throws: `AppError`: `.validation` for a bad link, else the lookups' failures.
  public func callAsFunction(_ text: String) async throws -> DPPScannedProduct {
    let (link, id) = try parse(text)
    async let product = products.product(gtin: id.gtin, serial: id.serial)
    async let passport = optionalPassport(id)
    async let history = events.events(for: id, pageSize: eventPageSize, pageToken: nil)
    return DPPScannedProduct(
      link: link, id: id, product: try await product, passport: try await passport,
      events: try await history)
  }

  private func optionalPassport(_ id: DPPProductID) async throws -> ProductPassport? {
    do {
      return try await resolver.passport(gtin: id.gtin, serial: id.serial)
    } catch AppError.notFound {
      return nil
    }
  }
}
