import Foundation
import SharedCore

extension GSTR1Return {
  /// What kind of B2B supply an invoice or note is (`inv_typ`).
  public enum InvoiceType: String, Sendable, Hashable, CaseIterable {
    /// A regular supply (`R`).
    case regular = "R"
    /// To an SEZ with payment of tax (`SEWP`).
    case sezWithPayment = "SEWP"
    /// To an SEZ without payment of tax (`SEWOP`).
    case sezWithoutPayment = "SEWOP"
    /// A deemed export (`DE`).
    case deemedExport = "DE"
  }

  /// Whether an export pays IGST (`exp_typ`).
  public enum ExportType: String, Sendable, Hashable, CaseIterable, Comparable {
    /// With payment of IGST (`WPAY`).
    case withPayment = "WPAY"
    /// Under bond or letter of undertaking (`WOPAY`).
    case withoutPayment = "WOPAY"

    /// `WPAY` first.
    public static func < (lhs: ExportType, rhs: ExportType) -> Bool { lhs == .withPayment && rhs == .withoutPayment }
  }

  /// One rate's taxable value and tax on an invoice or note (`itms[].itm_det`).
  public struct Item: Sendable, Hashable {
    /// The GST rate, in hundredths of a percent (1800 for 18 %).
    let rateHundredths: Int
    /// The taxable value and tax at that rate.
    public var amounts: GSTTaxAmounts

    /// The GST rate in percent.
    public var rate: Decimal { Decimal(rateHundredths) / 100 }

    /// An item at `rate` percent, which must be a whole number of hundredths.
    public init?(rate: Decimal, amounts: GSTTaxAmounts) {
      guard let hundredths = GSTRateHundredths.of(rate) else { return nil }
      self.init(rateHundredths: hundredths, amounts: amounts)
    }

    init(rateHundredths: Int, amounts: GSTTaxAmounts) {
      self.rateHundredths = rateHundredths
      self.amounts = amounts
    }
  }

  /// An export's shipping bill (or bill of export), when it is known when the return is made.
  public struct ShippingBill: Sendable, Hashable {
    /// The six-character code of the port of export (`sbpcode`).
    public var portCode: String
    /// The shipping bill's number (`sbnum`).
    public var number: String
    /// The shipping bill's date (`sbdt`).
    public var date: CalendarDate

    /// A shipping bill.
    public init(portCode: String, number: String, date: CalendarDate) {
      self.portCode = portCode
      self.number = number
      self.date = date
    }
  }

  /// An invoice of `b2b`, `b2cl` or `exp`.
  public struct Invoice: Sendable, Hashable {
    /// The invoice number (`inum`).
    public var number: String
    /// The invoice date (`idt`).
    public var date: CalendarDate
    /// The invoice value, tax and round-off included (`val`).
    public var value: Money
    /// The place of supply (`pos`); `"96"` for an export.
    public var placeOfSupply: String
    /// Whether the recipient pays the tax (`rchrg`; `b2b` only).
    public var isReverseCharge: Bool
    /// The kind of B2B supply (`inv_typ`; `b2b` only).
    public var type: InvoiceType?
    /// The shipping bill (`exp` only).
    public var shippingBill: ShippingBill?
    /// The taxable value and tax by rate.
    public var items: [Item]

    /// An invoice.
    public init(
      number: String, date: CalendarDate, value: Money, placeOfSupply: String, isReverseCharge: Bool = false,
      type: InvoiceType? = nil, shippingBill: ShippingBill? = nil, items: [Item]
    ) {
      self.number = number
      self.date = date
      self.value = value
      self.placeOfSupply = placeOfSupply
      self.isReverseCharge = isReverseCharge
      self.type = type
      self.shippingBill = shippingBill
      self.items = items
    }
  }

  /// A registered recipient's invoices (`b2b[]`).
  public struct Recipient: Sendable, Hashable {
    /// The recipient's GSTIN or UIN (`ctin`).
    public var gstin: String
    /// The invoices, by date then number (`inv`).
    public var invoices: [Invoice]

    /// A recipient's invoices.
    public init(gstin: String, invoices: [Invoice]) {
      self.gstin = gstin
      self.invoices = invoices
    }
  }

  /// One place of supply's B2CL invoices (`b2cl[]`).
  public struct PlaceOfSupplyInvoices: Sendable, Hashable {
    /// The place of supply (`pos`).
    public var placeOfSupply: String
    /// The invoices, by date then number (`inv`).
    public var invoices: [Invoice]

    /// A place of supply's invoices.
    public init(placeOfSupply: String, invoices: [Invoice]) {
      self.placeOfSupply = placeOfSupply
      self.invoices = invoices
    }
  }

  /// The exports of one kind (`exp[]`).
  public struct ExportInvoices: Sendable, Hashable {
    /// With or without payment of IGST (`exp_typ`).
    public var type: ExportType
    /// The invoices, by date then number (`inv`).
    public var invoices: [Invoice]

    /// A kind's exports.
    public init(type: ExportType, invoices: [Invoice]) {
      self.type = type
      self.invoices = invoices
    }
  }

  /// Whether a note credits or debits the recipient (`ntty`).
  public enum NoteType: String, Sendable, Hashable, CaseIterable {
    /// A credit note (`C`).
    case credit = "C"
    /// A debit note (`D`).
    case debit = "D"
  }

  /// What an unregistered recipient's note corrects (`cdnur[].typ`).
  public enum UnregisteredNoteType: String, Sendable, Hashable, CaseIterable {
    /// A B2CL invoice (`B2CL`).
    case b2cl = "B2CL"
    /// An export with payment (`EXPWP`).
    case exportWithPayment = "EXPWP"
    /// An export without payment (`EXPWOP`).
    case exportWithoutPayment = "EXPWOP"
  }

  /// A credit or debit note of `cdnr` or `cdnur`. Its amounts are positive; ``type`` says which way.
  public struct Note: Sendable, Hashable {
    /// Credit or debit (`ntty`).
    public var type: NoteType
    /// The note's number (`nt_num`).
    public var number: String
    /// The note's date (`nt_dt`).
    public var date: CalendarDate
    /// The note's value (`val`).
    public var value: Money
    /// The place of supply (`pos`).
    public var placeOfSupply: String
    /// Whether the recipient pays the tax (`rchrg`; `cdnr` only).
    public var isReverseCharge: Bool
    /// The kind of B2B supply (`inv_typ`; `cdnr` only).
    public var invoiceType: InvoiceType?
    /// What the note corrects (`typ`; `cdnur` only).
    public var unregisteredType: UnregisteredNoteType?
    /// The taxable value and tax by rate.
    public var items: [Item]

    /// A note.
    public init(
      type: NoteType, number: String, date: CalendarDate, value: Money, placeOfSupply: String,
      isReverseCharge: Bool = false, invoiceType: InvoiceType? = nil, unregisteredType: UnregisteredNoteType? = nil,
      items: [Item]
    ) {
      self.type = type
      self.number = number
      self.date = date
      self.value = value
      self.placeOfSupply = placeOfSupply
      self.isReverseCharge = isReverseCharge
      self.invoiceType = invoiceType
      self.unregisteredType = unregisteredType
      self.items = items
    }
  }

  /// A registered recipient's notes (`cdnr[]`).
  public struct NoteRecipient: Sendable, Hashable {
    /// The recipient's GSTIN or UIN (`ctin`).
    public var gstin: String
    /// The notes, by date then number (`nt`).
    public var notes: [Note]

    /// A recipient's notes.
    public init(gstin: String, notes: [Note]) {
      self.gstin = gstin
      self.notes = notes
    }
  }
}
