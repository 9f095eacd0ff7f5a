/// The reference a document's postings carry in another feature's ledgers (stock, party accounts),
/// which tells them from every other document's.
///
/// A ledger finds what a document already posted by this reference, so posting again after a crash
/// completes what is missing and never posts twice. Postings made by earlier versions may carry an
/// older form of it (``legacyText``), which counts only when dated within ``legacyPeriod``.
public struct PostingReference: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The reference new postings carry (`INV/25-26/00042`).
  public var text: String
  /// An older form earlier postings may carry, when it differs from ``text``.
  public var legacyText: String?
  /// The days a posting carrying ``legacyText`` must be dated in to count (a number reused every
  /// financial year, say).
  public var legacyPeriod: ClosedRange<CalendarDate>?

  /// Creates a reference.
  public init(_ text: String, legacyText: String? = nil, legacyPeriod: ClosedRange<CalendarDate>? = nil) {
    self.text = text
    self.legacyText = legacyText
    self.legacyPeriod = legacyPeriod
  }

  /// Whether a posting carrying `reference`, dated `date`, is the document's.
  public func matches(_ reference: String?, on date: CalendarDate) -> Bool {
    guard let reference else { return false }
    if reference == text { return true }
    guard let legacyText, reference == legacyText else { return false }
    return legacyPeriod?.contains(date) ?? true
  }

  /// The reference of the document's payment `paymentID` (`INV/25-26/00042 P-3f2a`).
  public func payment(_ paymentID: String) -> String { "\(text) \(paymentID)" }

  /// The text.
  public var description: String { text }
}
