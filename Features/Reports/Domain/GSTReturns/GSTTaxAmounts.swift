import SharedCore

/// A taxable value and the tax on it by head, in rupees: one row of a return, or a section's total.
///
/// The amounts are kept as whole paise, so sums are exact and comparing a return's totals with the
/// documents it came from is exact too.
public struct GSTTaxAmounts: Sendable, Hashable, CustomStringConvertible {
  /// The taxable value, in paise.
  public internal(set) var taxablePaise: Int64
  /// Integrated tax, in paise.
  public internal(set) var igstPaise: Int64
  /// Central tax, in paise.
  public internal(set) var cgstPaise: Int64
  /// State or union territory tax, in paise.
  public internal(set) var sgstPaise: Int64
  /// Compensation cess, in paise.
  public internal(set) var cessPaise: Int64
  /// Whether a sum ran past what 64 bits of paise hold (the amounts are then meaningless).
  var overflowed = false

  /// Amounts in paise.
  public init(
    taxablePaise: Int64 = 0, igstPaise: Int64 = 0, cgstPaise: Int64 = 0, sgstPaise: Int64 = 0, cessPaise: Int64 = 0
  ) {
    self.taxablePaise = taxablePaise
    self.igstPaise = igstPaise
    self.cgstPaise = cgstPaise
    self.sgstPaise = sgstPaise
    self.cessPaise = cessPaise
  }

  /// No value and no tax.
  public static let zero = GSTTaxAmounts()

  /// The taxable value.
  public var taxable: Money { Money(minorUnits: taxablePaise, currency: .inr) }
  /// Integrated tax.
  public var igst: Money { Money(minorUnits: igstPaise, currency: .inr) }
  /// Central tax.
  public var cgst: Money { Money(minorUnits: cgstPaise, currency: .inr) }
  /// State or union territory tax.
  public var sgst: Money { Money(minorUnits: sgstPaise, currency: .inr) }
  /// Compensation cess.
  public var cess: Money { Money(minorUnits: cessPaise, currency: .inr) }
  /// Every tax head together, in paise.
  public var taxPaise: Int64 { igstPaise &+ cgstPaise &+ sgstPaise &+ cessPaise }

  /// `taxable 1000.00, IGST 180.00, CGST 0.00, SGST 0.00, cess 0.00`.
  public var description: String {
    "taxable \(taxable.amount.plainString), IGST \(igst.amount.plainString), CGST \(cgst.amount.plainString), "
      + "SGST \(sgst.amount.plainString), cess \(cess.amount.plainString)"
  }

  /// Equal when every head is.
  public static func == (lhs: GSTTaxAmounts, rhs: GSTTaxAmounts) -> Bool {
    lhs.taxablePaise == rhs.taxablePaise && lhs.igstPaise == rhs.igstPaise && lhs.cgstPaise == rhs.cgstPaise
      && lhs.sgstPaise == rhs.sgstPaise && lhs.cessPaise == rhs.cessPaise && lhs.overflowed == rhs.overflowed
  }

  /// Hashes every head.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(taxablePaise)
    hasher.combine(igstPaise)
    hasher.combine(cgstPaise)
    hasher.combine(sgstPaise)
    hasher.combine(cessPaise)
  }

  /// Adds `other` head by head, `sign` times (`-1` to subtract).
  mutating func add(_ other: GSTTaxAmounts, sign: Int64 = 1) {
    func plus(_ value: inout Int64, _ addend: Int64) {
      let (product, productOverflow) = addend.multipliedReportingOverflow(by: sign)
      let (sum, sumOverflow) = value.addingReportingOverflow(product)
      value = sum
      if productOverflow || sumOverflow { overflowed = true }
    }
    plus(&taxablePaise, other.taxablePaise)
    plus(&igstPaise, other.igstPaise)
    plus(&cgstPaise, other.cgstPaise)
    plus(&sgstPaise, other.sgstPaise)
    plus(&cessPaise, other.cessPaise)
    if other.overflowed { overflowed = true }
  }

  /// The amounts of `line`.
  init(_ line: ReportingDocumentLine) {
    self.init(
      taxablePaise: line.taxable.minorUnits, igstPaise: line.igst.minorUnits, cgstPaise: line.cgst.minorUnits,
      sgstPaise: line.sgst.minorUnits, cessPaise: line.cess.minorUnits)
  }
}
