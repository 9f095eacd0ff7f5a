import Foundation
import SharedCore

/// A GSTR-3B return: the period's summary of outward supplies, inward supplies on reverse charge,
/// input tax credit and the tax to pay, in the tables of Form GSTR-3B, ready to upload with
/// ``json()``.
///
/// Build one with ``GSTR3BBuilder``. Credit notes reduce and debit notes add to every figure.
public struct GSTR3BReturn: Sendable, Hashable {
  /// One place of supply's inter-state supplies in Table 3.2.
  public struct InterStateSupplies: Sendable, Hashable {
    /// The place of supply (`pos`).
    public var placeOfSupply: String
    /// The taxable value (`txval`).
    public var taxable: Money
    /// The integrated tax (`iamt`).
    public var igst: Money

    /// A row.
    public init(placeOfSupply: String, taxable: Money, igst: Money) {
      self.placeOfSupply = placeOfSupply
      self.taxable = taxable
      self.igst = igst
    }
  }

  /// Table 4(A): input tax credit available, by source.
  public struct CreditAvailable: Sendable, Hashable {
    /// (1) Import of goods (`IMPG`).
    public var importOfGoods: GSTTaxAmounts = .zero
    /// (2) Import of services (`IMPS`).
    public var importOfServices: GSTTaxAmounts = .zero
    /// (3) Inward supplies liable to reverse charge (`ISRC`).
    public var inwardReverseCharge: GSTTaxAmounts = .zero
    /// (4) Inward supplies from an input service distributor (`ISD`).
    public var inputServiceDistributor: GSTTaxAmounts = .zero
    /// (5) All other input tax credit (`OTH`).
    public var allOther: GSTTaxAmounts = .zero

    /// Nothing available.
    public init() {}

    /// The sum of the five sources.
    public var total: GSTTaxAmounts {
      var sum = GSTTaxAmounts.zero
      for part in [importOfGoods, importOfServices, inwardReverseCharge, inputServiceDistributor, allOther] {
        sum.add(part)
      }
      return sum
    }
  }

  /// Table 4(B) or 4(D): two rows of credit.
  public struct CreditAdjustment: Sendable, Hashable {
    /// (1): reversed under rules 38, 42 and 43 and section 17(5) (`RUL`), or for 4(D), reclaimed.
    public var rules: GSTTaxAmounts = .zero
    /// (2): others (`OTH`).
    public var others: GSTTaxAmounts = .zero

    /// Nothing.
    public init() {}
  }

  /// Table 5: inward supplies that carry no creditable tax, by border.
  public struct ExemptInward: Sendable, Hashable {
    /// From a composition supplier, exempt and nil-rated, inter-state.
    public var gstInterState: Money = .zero(.inr)
    /// From a composition supplier, exempt and nil-rated, intra-state.
    public var gstIntraState: Money = .zero(.inr)
    /// Non-GST supplies, inter-state.
    public var nonGSTInterState: Money = .zero(.inr)
    /// Non-GST supplies, intra-state.
    public var nonGSTIntraState: Money = .zero(.inr)

    /// Nothing.
    public init() {}
  }

  /// The supplier's GSTIN.
  public var gstin: String
  /// The period.
  public var period: GSTReturnPeriod
  /// 3.1(a): outward taxable supplies other than zero-rated, nil-rated and exempt (`osup_det`).
  public var outwardTaxable: GSTTaxAmounts = .zero
  /// 3.1(b): zero-rated outward supplies, exports and supplies to SEZs (`osup_zero`).
  public var outwardZeroRated: GSTTaxAmounts = .zero
  /// 3.1(c): nil-rated and exempt outward supplies (`osup_nil_exmp`).
  public var outwardNilRatedAndExempt: GSTTaxAmounts = .zero
  /// 3.1(d): inward supplies liable to reverse charge (`isup_rev`).
  public var inwardReverseCharge: GSTTaxAmounts = .zero
  /// 3.1(e): non-GST outward supplies (`osup_nongst`).
  public var outwardNonGST: GSTTaxAmounts = .zero
  /// Outward supplies on which the recipient pays the tax: reported in GSTR-1 (Table 4B), but no
  /// row of Table 3.1 carries them, as the supplier owes no tax on them.
  public var outwardReverseCharge: GSTTaxAmounts = .zero
  /// 3.2: inter-state supplies to unregistered persons, by place of supply (`unreg_details`).
  public var interStateToUnregistered: [InterStateSupplies] = []
  /// 3.2: inter-state supplies to UIN holders, by place of supply (`uin_details`).
  public var interStateToUINHolders: [InterStateSupplies] = []
  /// 4(A): credit available.
  public var creditAvailable = CreditAvailable()
  /// 4(B): credit reversed; (1) holds the credit of inward documents not eligible for it.
  public var creditReversed = CreditAdjustment()
  /// 4(D): other details; (1) credit reclaimed, (2) credit restricted by place-of-supply rules.
  public var creditOther = CreditAdjustment()
  /// 5: exempt, nil-rated and non-GST inward supplies.
  public var exemptInward = ExemptInward()
  /// 6.1: tax payable and paid.
  public var payment: GSTR3BPayment

  /// 4(C): net credit available, 4(A) less 4(B).
  public var netCredit: GSTTaxAmounts {
    var net = creditAvailable.total
    net.add(creditReversed.rules, sign: -1)
    net.add(creditReversed.others, sign: -1)
    return net
  }

  /// An empty return of `gstin` for `period`.
  public init(gstin: String, period: GSTReturnPeriod) {
    self.gstin = gstin
    self.period = period
    self.payment = GSTR3BPayment(liability: .zero, reverseCharge: .zero, credit: .zero)
  }
}
