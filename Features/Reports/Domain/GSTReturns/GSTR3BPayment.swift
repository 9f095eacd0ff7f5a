import SharedCore

/// Table 6.1 of GSTR-3B: the tax payable by head, how input tax credit pays it, and the cash left to
/// pay.
///
/// Credit is set off in the order of sections 49 and 49A of the CGST Act and rule 88A of the CGST
/// Rules: IGST credit first, against IGST and then against CGST and SGST (where it leaves least to
/// pay in cash); then CGST credit against CGST and then IGST; SGST credit against SGST and then IGST;
/// cess credit against cess only. CGST credit never pays SGST, nor SGST credit CGST. Tax on inward
/// supplies under reverse charge is paid in cash (section 49(4) and rule 86(2)).
///
/// ```swift
/// let payment = GSTR3BPayment(
///   liability: GSTTaxAmounts(igstPaise: 100_00, cgstPaise: 50_00, sgstPaise: 50_00),
///   reverseCharge: .zero, credit: GSTTaxAmounts(igstPaise: 120_00, cgstPaise: 10_00))
/// payment.credit(from: .igst, to: .cgst)   // 20.00: IGST credit left after IGST pays CGST
/// payment.cash(.cgst)                      // 20.00
/// payment.cash(.sgst)                      // 50.00
/// ```
public struct GSTR3BPayment: Sendable, Hashable {
  /// A tax head.
  public enum Head: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Integrated tax.
    case igst
    /// Central tax.
    case cgst
    /// State or union territory tax.
    case sgst
    /// Compensation cess.
    case cess

    /// `IGST`, `CGST`, `SGST`, `cess`.
    public var description: String {
      switch self {
      case .igst: "IGST"
      case .cgst: "CGST"
      case .sgst: "SGST"
      case .cess: "cess"
      }
    }
  }

  private var payableOtherThanReverseCharge: [Int64]
  private var payableOnReverseCharge: [Int64]
  private var used: [[Int64]]
  private var left: [Int64]
  private var carried: [Int64]

  /// The set-off of `credit` against `liability` (tax other than on reverse charge), with
  /// `reverseCharge` paid in cash. A head below zero counts as zero.
  public init(liability: GSTTaxAmounts, reverseCharge: GSTTaxAmounts, credit: GSTTaxAmounts) {
    func heads(_ amounts: GSTTaxAmounts) -> [Int64] {
      [amounts.igstPaise, amounts.cgstPaise, amounts.sgstPaise, amounts.cessPaise].map { max(0, $0) }
    }
    payableOtherThanReverseCharge = heads(liability)
    payableOnReverseCharge = heads(reverseCharge)
    var owed = payableOtherThanReverseCharge
    var available = heads(credit)
    var used = Array(repeating: Array(repeating: Int64(0), count: 4), count: 4)
    func apply(_ from: Head, _ to: Head, limit: Int64 = .max) {
      let amount = min(available[from.rawValue], owed[to.rawValue], max(0, limit))
      available[from.rawValue] -= amount
      owed[to.rawValue] -= amount
      used[from.rawValue][to.rawValue] += amount
    }
    apply(.igst, .igst)
    // What CGST and SGST credit cannot pay, IGST credit pays first; then whatever IGST credit is left.
    apply(.igst, .cgst, limit: owed[Head.cgst.rawValue] - available[Head.cgst.rawValue])
    apply(.igst, .sgst, limit: owed[Head.sgst.rawValue] - available[Head.sgst.rawValue])
    apply(.igst, .cgst)
    apply(.igst, .sgst)
    apply(.cgst, .cgst)
    apply(.cgst, .igst)
    apply(.sgst, .sgst)
    apply(.sgst, .igst)
    apply(.cess, .cess)
    self.used = used
    self.left = owed
    self.carried = available
  }

  /// Tax payable other than on reverse charge.
  public func payable(_ head: Head) -> Money { inr(payableOtherThanReverseCharge[head.rawValue]) }
  /// Tax payable on reverse charge (paid in cash).
  public func payableOnReverseCharge(_ head: Head) -> Money { inr(payableOnReverseCharge[head.rawValue]) }
  /// Credit of head `from` used to pay tax of head `to`.
  public func credit(from: Head, to: Head) -> Money { inr(used[from.rawValue][to.rawValue]) }
  /// Tax of `head` paid in cash: what credit left unpaid, and the reverse-charge tax.
  public func cash(_ head: Head) -> Money {
    inr(left[head.rawValue] &+ payableOnReverseCharge[head.rawValue])
  }
  /// Credit of `head` left over for the next period.
  public func creditCarriedForward(_ head: Head) -> Money { inr(carried[head.rawValue]) }

  private func inr(_ paise: Int64) -> Money { Money(minorUnits: paise, currency: .inr) }
}
