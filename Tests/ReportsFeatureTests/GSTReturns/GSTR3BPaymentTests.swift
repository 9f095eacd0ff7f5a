import Foundation
import ReportsFeature
import SharedCore
import Testing

/// The set-off order of sections 49 and 49A and rule 88A.
@Suite struct GSTR3BPaymentTests {
  func rupees(_ paise: Int64) -> Money { Money(minorUnits: paise, currency: .inr) }

  @Test func integratedCreditPaysIntegratedTaxFirstThenWhatCentralAndStateCreditCannot() {
    let payment = GSTR3BPayment(
      liability: GSTTaxAmounts(igstPaise: 100_00, cgstPaise: 50_00, sgstPaise: 50_00),
      reverseCharge: .zero, credit: GSTTaxAmounts(igstPaise: 120_00, cgstPaise: 10_00))
    #expect(payment.credit(from: .igst, to: .igst) == rupees(100_00))
    #expect(payment.credit(from: .igst, to: .cgst) == rupees(20_00))
    #expect(payment.credit(from: .igst, to: .sgst) == rupees(0))
    #expect(payment.credit(from: .cgst, to: .cgst) == rupees(10_00))
    #expect(payment.cash(.igst) == rupees(0))
    #expect(payment.cash(.cgst) == rupees(20_00))
    #expect(payment.cash(.sgst) == rupees(50_00))
  }

  @Test func integratedCreditGoesWhereCentralAndStateCreditFallShort() {
    let payment = GSTR3BPayment(
      liability: GSTTaxAmounts(cgstPaise: 100_00, sgstPaise: 100_00),
      reverseCharge: .zero, credit: GSTTaxAmounts(igstPaise: 50_00, cgstPaise: 100_00))
    #expect(payment.credit(from: .igst, to: .sgst) == rupees(50_00))
    #expect(payment.credit(from: .igst, to: .cgst) == rupees(0))
    #expect(payment.cash(.cgst) == rupees(0))
    #expect(payment.cash(.sgst) == rupees(50_00))
  }

  @Test func centralCreditNeverPaysStateTax() {
    let payment = GSTR3BPayment(
      liability: GSTTaxAmounts(igstPaise: 30_00, sgstPaise: 100_00),
      reverseCharge: .zero, credit: GSTTaxAmounts(cgstPaise: 500_00))
    #expect(payment.credit(from: .cgst, to: .igst) == rupees(30_00))
    #expect(payment.credit(from: .cgst, to: .sgst) == rupees(0))
    #expect(payment.cash(.sgst) == rupees(100_00))
    #expect(payment.creditCarriedForward(.cgst) == rupees(470_00))
  }

  @Test func stateCreditPaysStateTaxThenIntegrated() {
    let payment = GSTR3BPayment(
      liability: GSTTaxAmounts(igstPaise: 100_00, sgstPaise: 10_00),
      reverseCharge: .zero, credit: GSTTaxAmounts(cgstPaise: 40_00, sgstPaise: 40_00))
    #expect(payment.credit(from: .sgst, to: .sgst) == rupees(10_00))
    #expect(payment.credit(from: .cgst, to: .igst) == rupees(40_00))
    #expect(payment.credit(from: .sgst, to: .igst) == rupees(30_00))
    #expect(payment.cash(.igst) == rupees(30_00))
  }

  @Test func cessCreditPaysOnlyCess() {
    let payment = GSTR3BPayment(
      liability: GSTTaxAmounts(igstPaise: 10_00, cessPaise: 5_00),
      reverseCharge: .zero, credit: GSTTaxAmounts(cessPaise: 50_00))
    #expect(payment.credit(from: .cess, to: .cess) == rupees(5_00))
    #expect(payment.cash(.igst) == rupees(10_00))
    #expect(payment.creditCarriedForward(.cess) == rupees(45_00))
  }

  @Test func reverseChargeTaxIsPaidInCash() {
    let payment = GSTR3BPayment(
      liability: .zero, reverseCharge: GSTTaxAmounts(cgstPaise: 7_00, sgstPaise: 7_00),
      credit: GSTTaxAmounts(cgstPaise: 100_00, sgstPaise: 100_00))
    #expect(payment.cash(.cgst) == rupees(7_00))
    #expect(payment.cash(.sgst) == rupees(7_00))
    #expect(payment.payableOnReverseCharge(.sgst) == rupees(7_00))
    #expect(payment.creditCarriedForward(.cgst) == rupees(100_00))
  }

  @Test func aHeadBelowZeroCountsAsZero() {
    let payment = GSTR3BPayment(
      liability: GSTTaxAmounts(igstPaise: -5_00), reverseCharge: .zero, credit: GSTTaxAmounts(igstPaise: -1_00))
    #expect(payment.payable(.igst) == rupees(0))
    #expect(payment.cash(.igst) == rupees(0))
    #expect(payment.creditCarriedForward(.igst) == rupees(0))
  }
}
