import Foundation
import SharedCore

/// Money the business spent that is not a purchase of goods for sale: rent, salaries, electricity,
/// transport. Synced as the `expenses` record type.
///
/// ```swift
/// let rent = Expense(
///   date: CalendarDate(year: 2026, month: 11, day: 1)!, category: "Rent",
///   amount: try Money("25000", currency: .inr), paymentMode: .bankTransfer)
/// let saved = try await expenses.record(rent)
/// ```
public struct Expense: Sendable, Hashable, Identifiable {
  /// The record id (empty until saved).
  public var id: String
  /// When it was spent.
  public var date: CalendarDate
  /// What it was spent on: one of ``ExpenseBook/categories()``.
  public var category: String
  /// What was paid, taxes included.
  public var amount: Money
  /// How it was paid.
  public var paymentMode: ExpensePaymentMode
  /// The vendor (a party), when known.
  public var vendorID: String?
  /// The vendor's bill number, when there is a bill.
  public var billNumber: String?
  /// The GST on the vendor's bill, when it shows GST.
  public var gst: ExpenseGST?
  /// Free notes.
  public var notes: String?
  /// A photo of the bill.
  public var receipt: ExpenseReceipt?

  /// An expense.
  public init(
    id: String = "", date: CalendarDate, category: String, amount: Money, paymentMode: ExpensePaymentMode,
    vendorID: String? = nil, billNumber: String? = nil, gst: ExpenseGST? = nil, notes: String? = nil,
    receipt: ExpenseReceipt? = nil
  ) {
    self.id = id
    self.date = date
    self.category = category
    self.amount = amount
    self.paymentMode = paymentMode
    self.vendorID = vendorID
    self.billNumber = billNumber
    self.gst = gst
    self.notes = notes
    self.receipt = receipt
  }

  /// The input tax credit the expense gives: its GST when eligible, else nothing.
  public var inputTaxCreditMinorUnits: Int64 {
    guard let gst, gst.isInputTaxCreditEligible else { return 0 }
    return gst.taxMinorUnits
  }

  /// Checks the expense before it is saved.
  /// - Throws: ``ExpenseError/invalidField(_:_:)`` naming the first field at fault: a blank
  ///   category, an amount that is not positive, a currency other than `currency`, GST whose taxable
  ///   value and taxes do not add up to the amount, CGST without an equal SGST, IGST with either, or
  ///   a rate outside 0–100.
  public func validate(currency: Currency) throws(ExpenseError) {
    guard !category.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw .invalidField("category", "Choose a category.")
    }
    guard amount.currency == currency else {
      throw .invalidField("amount", "Expenses are kept in \(currency.code), not \(amount.currency.code).")
    }
    guard amount.minorUnits > 0 else { throw .invalidField("amount", "The amount must be more than zero.") }
    if let gst { try validate(gst) }
  }

  private func validate(_ gst: ExpenseGST) throws(ExpenseError) {
    guard gst.rate >= 0, gst.rate <= 100 else { throw .invalidField("gst.rate", "A GST rate is between 0 and 100.") }
    let heads = [gst.taxable, gst.igst, gst.cgst, gst.sgst, gst.cess]
    guard heads.allSatisfy({ $0.currency == amount.currency && $0.minorUnits >= 0 }) else {
      throw .invalidField("gst", "GST amounts are in \(amount.currency.code) and not negative.")
    }
    guard gst.cgst == gst.sgst else { throw .invalidField("gst.sgst", "SGST equals CGST on an intra-state bill.") }
    guard gst.igst.isZero || gst.cgst.isZero else {
      throw .invalidField("gst.igst", "A bill charges IGST or CGST and SGST, not both.")
    }
    guard gst.taxable.minorUnits + gst.taxMinorUnits == amount.minorUnits else {
      throw .invalidField(
        "gst.taxable",
        "The taxable value and the taxes add up to \(amount.currency.code) "
          + "\(Money(minorUnits: gst.taxable.minorUnits + gst.taxMinorUnits, currency: amount.currency).formattedAmount), "
          + "not the amount \(amount.formattedAmount).")
    }
  }
}
