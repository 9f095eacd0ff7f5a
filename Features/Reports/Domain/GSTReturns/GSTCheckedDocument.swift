import Foundation
import IndiaTax
import SharedCore

/// A document that passed the returns' checks, with what the returns need worked out once: its
/// number, sign, counterparty's GSTIN, place of supply, whether it crosses a state border, and its
/// lines' rates in hundredths and amounts in paise.
struct GSTCheckedDocument {
  /// One checked line.
  struct Line {
    let treatment: ReportingDocumentLine.Treatment
    let rateHundredths: Int
    let amounts: GSTTaxAmounts
    let hsn: String?
    let unit: GSTUnitQuantityCode
    let quantity: Decimal
    let description: String
  }

  let document: ReportingDocument
  let number: String
  /// `-1` for a credit note, `1` otherwise.
  let sign: Int64
  /// The registered counterparty's GSTIN (the recipient of an outward document, the supplier of an
  /// inward one), or `nil` when unregistered.
  let counterpartyGSTIN: GSTIN?
  let placeOfSupply: String
  let isInterState: Bool
  let lines: [Line]

  var isRegistered: Bool { counterpartyGSTIN != nil }

  /// The date that decides the document's rates and thresholds: a note's original invoice date when
  /// it has one, else its own.
  var ruleDate: CalendarDate { document.originalDate ?? document.date }

  /// Whether the supply is zero-rated (an export or an SEZ supply).
  var isZeroRated: Bool {
    switch document.supply {
    case .exportWithPayment, .exportWithoutPayment, .sezWithPayment, .sezWithoutPayment: true
    case .regular, .deemedExport: false
    }
  }

  /// Whether the supply is an export.
  var isExport: Bool { document.supply == .exportWithPayment || document.supply == .exportWithoutPayment }
}
