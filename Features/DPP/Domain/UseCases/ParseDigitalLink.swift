import Foundation
import SharedCore

/// Parses scanned text as a GS1 Digital Link naming a GTIN, for the TraceWise lookups.
///
/// Surrounding whitespace is ignored; everything else must satisfy GS1's Digital Link rules
/// (``DigitalLink``). Failures are `AppError/validation(_:)` on field `digitalLink`, with the
/// GS1 syntax engine's message and the offending AI as the code when there is one.
public struct ParseDigitalLink: Sendable {
  /// Creates the use case.
  public init() {}

  /// The link and the product id it names (`gtin`, plus `serial` from AI 21).
  /// - Throws: `AppError/validation(_:)`.
  public func callAsFunction(_ text: String) throws(AppError) -> (link: DigitalLink, id: DPPProductID) {
    let link: DigitalLink
    do {
      link = try DigitalLink(text.trimmingWhitespaceAndNewlines())
    } catch {
      throw Self.invalid(error.message, code: error.ai.map { "ai\($0)" } ?? "digitalLink")
    }
    guard let gtin = link.gtin else {
      throw Self.invalid("The link names AI (\(link.primaryKey.ai)), not a GTIN (01)", code: "notGTIN")
    }
    return (link, DPPProductID(gtin: gtin, serial: link.serial))
  }

  private static func invalid(_ message: String, code: String) -> AppError {
    .validation([AppError.FieldError(field: "digitalLink", message: message, code: code)])
  }
}
