/// The TraceWise SDK's Digital Link parser (same signature), now backed by the GS1-conformant
/// ``DigitalLink`` parser instead of regular expressions.
///
/// Behaviour differs from the original SDK where it was not GS1-conformant:
/// the TraceWise SDK's sample `https://id.gs1.org/01/04012345678905/21/SN123456/10/BATCH001/17/251231` is
/// rejected (its GTIN check digit is wrong, `10` must precede `21`, and `17` is a query attribute);
/// its conformant form is `https://id.gs1.org/01/04012345678901/10/BATCH001/21/SN123456?17=251231`.
/// The original SDK also found `/01/` anywhere in a URI and accepted any 14 digits; this parser applies every
/// GS1 rule and reports which one failed.
public struct DigitalLinkParser: Sendable {
  /// Parsing policies (GS1 defaults).
  public var options: DigitalLink.Options

  /// Creates a parser.
  public init(options: DigitalLink.Options = .init()) {
    self.options = options
  }

  /// Extracts the GTIN, serial, batch and expiry of a Digital Link URI.
  /// - Throws: ``DigitalLinkError``; ``DigitalLinkError/missingGTIN`` for a valid link without a GTIN.
  public func parse(_ uri: String) throws(DigitalLinkError) -> DPPProductIdentifiers {
    let link = try DigitalLink(uri, options: options)
    guard let gtin = link.gtin else { throw .missingGTIN }
    return DPPProductIdentifiers(gtin: gtin, serial: link.serial, batch: link.lot, expiry: link.value(for: "17"))
  }
}
