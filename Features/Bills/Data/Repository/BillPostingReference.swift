import Foundation
import SharedCore

/// The reference a document's stock movements and party-ledger entries carry, which tells its postings
/// from every other document's.
///
/// It is the document's number when the number shows its financial year (`INV/25-26/00042`, as the
/// default patterns do), else the number and the year (`INV0001 (2025-26)`): a series whose pattern
/// leaves the year out starts again at 1 each year, and the ledgers span years. Earlier versions posted
/// such numbers bare, so a bare-numbered posting still counts as the document's when it is dated in the
/// document's financial year (two documents with one number are in different years).
struct BillPostingReference: Sendable, Hashable {
  /// The reference new postings carry.
  let text: String
  /// The bare number earlier postings may carry, when it differs from ``text``.
  let legacyNumber: String?
  /// The document's financial year.
  let year: BillFinancialYear

  /// The reference of the document numbered `number` in `year`.
  init(number: String, financialYear year: BillFinancialYear) {
    let shown = BillFinancialYear.Style.allCases.contains { Self.shows(year.label($0), in: number) }
    self.text = shown ? number : "\(number) (\(year.label(.long)))"
    self.legacyNumber = shown ? nil : number
    self.year = year
  }

  /// The reference as the stock and party ledgers match it: the bare number counts when dated in the
  /// document's financial year.
  var posting: PostingReference {
    PostingReference(
      text, legacyText: legacyNumber, legacyPeriod: legacyNumber.map { _ in year.firstDay...year.lastDay })
  }

  /// Whether `label` appears in `number` with no digit right before or after it (`25-26` in
  /// `INV/25-26/0001`, but not `25` in `INV0025`).
  private static func shows(_ label: String, in number: String) -> Bool {
    var start = number.startIndex
    while start < number.endIndex, let range = number.range(of: label, range: start..<number.endIndex) {
      let before = range.lowerBound > number.startIndex ? number[number.index(before: range.lowerBound)] : nil
      let after = range.upperBound < number.endIndex ? number[range.upperBound] : nil
      if before?.isNumber != true && after?.isNumber != true { return true }
      start = number.index(after: range.lowerBound)
    }
    return false
  }
}
