import Foundation
import IndiaTax
import SharedCore

/// Makes a ``GSTR3BReturn`` from a period's reporting documents, outward and inward.
///
/// - Outward documents fill Table 3.1 (a), (b), (c) and (e) and Table 3.2, as GSTR-1 reports them.
/// - Inward documents on reverse charge fill 3.1(d), and their tax, when eligible, 4(A)(3).
/// - Other inward documents from registered suppliers fill 4(A)(5); those whose credit is blocked
///   (`isInputTaxCreditEligible` false, section 17(5) of the CGST Act) are reversed in 4(B)(1), as
///   Circular 170/02/2022-GST asks.
/// - Nil-rated, exempt and non-GST inward supplies fill Table 5.
/// - Table 6.1 sets the net credit off against the outward tax (``GSTR3BPayment``).
///
/// Cancelled documents and drafts are left out; credit notes reduce and debit notes add.
public struct GSTR3BBuilder: Sendable {
  /// The taxpayer's GSTIN.
  public var gstin: GSTIN
  /// The period.
  public var period: GSTReturnPeriod
  /// The dated rules.
  public var rules: GSTReturnRules

  /// A builder for `gstin`'s return of `period`.
  public init(gstin: GSTIN, period: GSTReturnPeriod, rules: GSTReturnRules = .india) {
    self.gstin = gstin
    self.period = period
    self.rules = rules
  }

  /// The return of `documents`, with parties named by `parties`.
  /// - Throws: ``GSTReturnError`` for the first document that cannot be reported.
  public func build(documents: [ReportingDocument], parties: [ReportingParty]) throws(GSTReturnError) -> GSTR3BReturn {
    var checker = GSTDocumentChecker(
      filer: gstin, period: period, rules: rules, aggregateTurnover: nil, parties: parties)
    var result = GSTR3BReturn(gstin: gstin.value, period: period)
    var unregistered: [String: GSTTaxAmounts] = [:]
    var uinHolders: [String: GSTTaxAmounts] = [:]
    var exempt = (gstInter: Int64(0), gstIntra: Int64(0), nonGSTInter: Int64(0), nonGSTIntra: Int64(0))
    for document in documents where !document.isCancelled {
      guard let number = document.number else { continue }
      let checked = try checker.check(document, number: number)
      let sign = checked.sign
      for line in checked.lines {
        if document.direction == .outward {
          switch line.treatment {
          case .nilRated, .exempt:
            result.outwardNilRatedAndExempt.add(GSTTaxAmounts(taxablePaise: line.amounts.taxablePaise), sign: sign)
          case .nonGST:
            result.outwardNonGST.add(GSTTaxAmounts(taxablePaise: line.amounts.taxablePaise), sign: sign)
          case .taxable:
            if document.isReverseCharge {
              result.outwardReverseCharge.add(line.amounts, sign: sign)
            } else if checked.isZeroRated {
              result.outwardZeroRated.add(line.amounts, sign: sign)
            } else {
              result.outwardTaxable.add(line.amounts, sign: sign)
              guard checked.isInterState, !checked.isExport else { break }
              let row = GSTTaxAmounts(taxablePaise: line.amounts.taxablePaise, igstPaise: line.amounts.igstPaise)
              if let recipient = checked.counterpartyGSTIN {
                if recipient.kind == .uniqueIdentity {
                  uinHolders[checked.placeOfSupply, default: .zero].add(row, sign: sign)
                }
              } else {
                unregistered[checked.placeOfSupply, default: .zero].add(row, sign: sign)
              }
            }
          }
        } else {
          let value = line.amounts.taxablePaise &* sign
          switch line.treatment {
          case .nilRated, .exempt:
            if checked.isInterState { exempt.gstInter &+= value } else { exempt.gstIntra &+= value }
          case .nonGST:
            if checked.isInterState { exempt.nonGSTInter &+= value } else { exempt.nonGSTIntra &+= value }
          case .taxable:
            var tax = line.amounts
            tax.taxablePaise = 0
            if document.isReverseCharge {
              result.inwardReverseCharge.add(line.amounts, sign: sign)
              result.creditAvailable.inwardReverseCharge.add(tax, sign: sign)
            } else if checked.isRegistered {
              result.creditAvailable.allOther.add(tax, sign: sign)
            } else {
              continue
            }
            if !document.isInputTaxCreditEligible { result.creditReversed.rules.add(tax, sign: sign) }
          }
        }
      }
    }
    result.interStateToUnregistered = Self.rows(unregistered)
    result.interStateToUINHolders = Self.rows(uinHolders)
    result.exemptInward.gstInterState = Money(minorUnits: exempt.gstInter, currency: .inr)
    result.exemptInward.gstIntraState = Money(minorUnits: exempt.gstIntra, currency: .inr)
    result.exemptInward.nonGSTInterState = Money(minorUnits: exempt.nonGSTInter, currency: .inr)
    result.exemptInward.nonGSTIntraState = Money(minorUnits: exempt.nonGSTIntra, currency: .inr)
    var liability = result.outwardTaxable
    liability.add(result.outwardZeroRated)
    let parts = [
      liability, result.outwardNilRatedAndExempt, result.outwardNonGST, result.inwardReverseCharge,
      result.outwardReverseCharge, result.creditAvailable.total, result.creditReversed.rules, result.netCredit,
    ]
    guard !parts.contains(where: \.overflowed) else {
      throw GSTReturnError(document: "GSTR-3B \(period.fp)", field: .total, problem: .outOfRange)
    }
    result.payment = GSTR3BPayment(
      liability: liability, reverseCharge: result.inwardReverseCharge, credit: result.netCredit)
    return result
  }

  private static func rows(_ byPlace: [String: GSTTaxAmounts]) -> [GSTR3BReturn.InterStateSupplies] {
    byPlace.filter { $0.value != .zero }.sorted { $0.key < $1.key }.map {
      GSTR3BReturn.InterStateSupplies(placeOfSupply: $0.key, taxable: $0.value.taxable, igst: $0.value.igst)
    }
  }
}
