import Foundation
import SharedCore

extension GSTR1Return {
  /// Whether a supply stays within a state (`sply_ty`).
  public enum SupplyType: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Within the state (`INTRA`).
    case intraState = "INTRA"
    /// Across a state border (`INTER`).
    case interState = "INTER"

    /// `INTER` before `INTRA`, as the text sorts.
    public static func < (lhs: SupplyType, rhs: SupplyType) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One row of `b2cs`: the supplies to unregistered recipients of one supply type, place of supply
  /// and rate, not made through an e-commerce operator (`typ` `OE`), net of their notes.
  public struct B2CSummary: Sendable, Hashable {
    /// Within or across the state (`sply_ty`).
    public var supplyType: SupplyType
    /// The place of supply (`pos`).
    public var placeOfSupply: String
    /// The taxable value and tax (`txval`, `iamt` or `camt` and `samt`, `csamt`).
    public var amounts: GSTTaxAmounts
    let rateHundredths: Int

    /// The GST rate in percent (`rt`).
    public var rate: Decimal { Decimal(rateHundredths) / 100 }

    /// A row at `rate` percent, which must be a whole number of hundredths.
    public init?(supplyType: SupplyType, placeOfSupply: String, rate: Decimal, amounts: GSTTaxAmounts) {
      guard let hundredths = GSTRateHundredths.of(rate) else { return nil }
      self.init(supplyType: supplyType, placeOfSupply: placeOfSupply, rateHundredths: hundredths, amounts: amounts)
    }

    init(supplyType: SupplyType, placeOfSupply: String, rateHundredths: Int, amounts: GSTTaxAmounts) {
      self.supplyType = supplyType
      self.placeOfSupply = placeOfSupply
      self.rateHundredths = rateHundredths
      self.amounts = amounts
    }
  }

  /// Table 8's supply types (`nil.inv[].sply_ty`).
  public enum NilSupplyType: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Inter-state to registered recipients (`INTRB2B`).
    case interStateB2B = "INTRB2B"
    /// Intra-state to registered recipients (`INTRAB2B`).
    case intraStateB2B = "INTRAB2B"
    /// Inter-state to unregistered recipients (`INTRB2C`).
    case interStateB2C = "INTRB2C"
    /// Intra-state to unregistered recipients (`INTRAB2C`).
    case intraStateB2C = "INTRAB2C"

    /// In the order of Table 8.
    public static func < (lhs: NilSupplyType, rhs: NilSupplyType) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// One row of Table 8 (`nil.inv[]`), net of notes.
  public struct NilSupplies: Sendable, Hashable {
    /// The supply type (`sply_ty`).
    public var supplyType: NilSupplyType
    /// Nil-rated supplies (`nil_amt`).
    public var nilRated: Money
    /// Exempt supplies (`expt_amt`).
    public var exempt: Money
    /// Non-GST supplies (`ngsup_amt`).
    public var nonGST: Money

    /// A row.
    public init(supplyType: NilSupplyType, nilRated: Money, exempt: Money, nonGST: Money) {
      self.supplyType = supplyType
      self.nilRated = nilRated
      self.exempt = exempt
      self.nonGST = nonGST
    }
  }

  /// Table 12: the supplies of the period by HSN code, unit and rate, net of notes.
  ///
  /// From the May 2025 period the table has two parts, supplies to registered recipients (`hsn_b2b`)
  /// and the rest (`hsn_b2c`); before it, one (`data`).
  public struct HSNSummary: Sendable, Hashable {
    /// Whether the table is split into B2B and B2C parts.
    public var isSplit: Bool
    /// The rows: every row when the table is not split, the B2B part when it is.
    public var b2b: [HSNRow]
    /// The B2C part when the table is split; empty otherwise.
    public var b2c: [HSNRow]

    /// A summary.
    public init(isSplit: Bool, b2b: [HSNRow] = [], b2c: [HSNRow] = []) {
      self.isSplit = isSplit
      self.b2b = b2b
      self.b2c = b2c
    }
  }

  /// One row of Table 12.
  public struct HSNRow: Sendable, Hashable {
    /// The HSN code or SAC (`hsn_sc`).
    public var hsn: String
    /// A description, at most 30 characters (`desc`).
    public var description: String
    /// The unit (`uqc`); `NA` for services.
    public var unit: GSTUnitQuantityCode
    /// The total quantity, to two decimals (`qty`); 0 for services.
    public var quantity: Decimal
    /// The taxable value and tax (`txval`, `iamt`, `camt`, `samt`, `csamt`).
    public var amounts: GSTTaxAmounts
    let rateHundredths: Int

    /// The GST rate in percent (`rt`).
    public var rate: Decimal { Decimal(rateHundredths) / 100 }

    init(
      hsn: String, description: String, unit: GSTUnitQuantityCode, quantity: Decimal, rateHundredths: Int,
      amounts: GSTTaxAmounts
    ) {
      self.hsn = hsn
      self.description = description
      self.unit = unit
      self.quantity = quantity
      self.rateHundredths = rateHundredths
      self.amounts = amounts
    }
  }

  /// The nature of a document in Table 13 (`doc_num`).
  public enum DocumentNature: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Invoices for outward supply (1).
    case outwardInvoice = 1
    /// Debit notes (4).
    case debitNote = 4
    /// Credit notes (5).
    case creditNote = 5

    /// By number.
    public static func < (lhs: DocumentNature, rhs: DocumentNature) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One run of consecutive numbers of a series in Table 13 (`docs[]`).
  public struct DocumentRange: Sendable, Hashable {
    /// The first number (`from`).
    public var from: String
    /// The last number (`to`).
    public var to: String
    /// How many documents the run holds (`totnum`).
    public var total: Int
    /// How many of them were cancelled (`cancel`).
    public var cancelled: Int
    /// The rest (`net_issue`).
    public var netIssued: Int { total - cancelled }

    /// A run.
    public init(from: String, to: String, total: Int, cancelled: Int) {
      self.from = from
      self.to = to
      self.total = total
      self.cancelled = cancelled
    }
  }

  /// The documents of one nature issued in the period (`doc_det[]`).
  public struct DocumentsIssued: Sendable, Hashable {
    /// The nature (`doc_num`).
    public var nature: DocumentNature
    /// The runs of numbers, by series then first number (`docs`).
    public var ranges: [DocumentRange]

    /// A nature's documents.
    public init(nature: DocumentNature, ranges: [DocumentRange]) {
      self.nature = nature
      self.ranges = ranges
    }
  }
}
