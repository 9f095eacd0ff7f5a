import Foundation

/// A sales invoice, purchase bill, credit note or debit note as the returns and registers see it:
/// who, when, where supplied, and its lines' taxable values and taxes by head, in minor units.
public struct ReportingDocument: Sendable, Hashable, Codable, Identifiable {
  /// What the document is.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// An invoice or bill for a supply.
    case invoice
    /// A credit note, lowering an earlier invoice's value.
    case creditNote
    /// A debit note, raising an earlier invoice's value.
    case debitNote
  }

  /// Which way the supply goes.
  public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Issued by the business: a sale, or a note to a customer.
    case outward
    /// Received by the business: a purchase, or a note from a vendor.
    case inward
  }

  /// How the supply is taxed at the border of the country or a special economic zone.
  public enum Supply: String, Sendable, Hashable, Codable, CaseIterable {
    /// A supply inside India outside any SEZ.
    case regular
    /// To an SEZ unit or developer, with IGST paid.
    case sezWithPayment
    /// To an SEZ unit or developer under a bond or letter of undertaking.
    case sezWithoutPayment
    /// An export with IGST paid.
    case exportWithPayment
    /// An export under a bond or letter of undertaking.
    case exportWithoutPayment
    /// A deemed export (section 147 of the CGST Act).
    case deemedExport
  }

  /// The document's id in its feature.
  public var id: String
  /// What the document is.
  public var kind: Kind
  /// Which way the supply goes.
  public var direction: Direction
  /// The document's number; `nil` only for a document never issued (which reports leave out).
  public var number: String?
  /// The number's series, when the feature keeps series (for the documents-issued table).
  public var series: String?
  /// The reference the document's stock movements carry (``ReportingStockMovement/reference``), so a
  /// purchase's movements can be valued at its lines' cost.
  public var postingReference: String?
  /// The issue date.
  public var date: CalendarDate
  /// When payment is due, when the document has terms.
  public var dueDate: CalendarDate?
  /// Whether the document was cancelled after it was issued.
  public var isCancelled: Bool
  /// The party's id.
  public var partyID: String
  /// The document's currency.
  public var currency: Currency
  /// The supplier's GST state code, for a GST document.
  public var supplierStateCode: String?
  /// The place of supply as a GST state code (`"96"` for a place outside India), for a GST document.
  public var placeOfSupply: String?
  /// How the supply is taxed at the border.
  public var supply: Supply
  /// Whether the recipient pays the tax (reverse charge).
  public var isReverseCharge: Bool
  /// For an inward document: whether its tax may be claimed as input tax credit (section 16 of the
  /// CGST Act; not for the blocked credits of section 17(5)).
  public var isInputTaxCreditEligible: Bool
  /// For a note: the number of the invoice it corrects.
  public var originalNumber: String?
  /// For a note: the date of the invoice it corrects.
  public var originalDate: CalendarDate?
  /// The lines, each with its taxable value and tax.
  public var lines: [ReportingDocumentLine]
  /// The document's total value, taxes and rounding included.
  public var total: Money
  /// What is still unpaid on it.
  public var outstanding: Money

  /// A document.
  public init(
    id: String, kind: Kind, direction: Direction, number: String?, series: String? = nil,
    postingReference: String? = nil, date: CalendarDate,
    dueDate: CalendarDate? = nil, isCancelled: Bool = false, partyID: String, currency: Currency = .inr,
    supplierStateCode: String? = nil, placeOfSupply: String? = nil, supply: Supply = .regular,
    isReverseCharge: Bool = false, isInputTaxCreditEligible: Bool = true, originalNumber: String? = nil,
    originalDate: CalendarDate? = nil,
    lines: [ReportingDocumentLine], total: Money, outstanding: Money
  ) {
    self.id = id
    self.kind = kind
    self.direction = direction
    self.number = number
    self.series = series
    self.postingReference = postingReference
    self.date = date
    self.dueDate = dueDate
    self.isCancelled = isCancelled
    self.partyID = partyID
    self.currency = currency
    self.supplierStateCode = supplierStateCode
    self.placeOfSupply = placeOfSupply
    self.supply = supply
    self.isReverseCharge = isReverseCharge
    self.isInputTaxCreditEligible = isInputTaxCreditEligible
    self.originalNumber = originalNumber
    self.originalDate = originalDate
    self.lines = lines
    self.total = total
    self.outstanding = outstanding
  }

  /// Whether the supply crosses a state border (IGST), judged as GST does: an export or SEZ supply
  /// always does, any other when the place of supply is not the supplier's state.
  public var isInterState: Bool {
    switch supply {
    case .sezWithPayment, .sezWithoutPayment, .exportWithPayment, .exportWithoutPayment: true
    case .regular, .deemedExport:
      if let supplierStateCode, let placeOfSupply { supplierStateCode != placeOfSupply } else { false }
    }
  }
}
