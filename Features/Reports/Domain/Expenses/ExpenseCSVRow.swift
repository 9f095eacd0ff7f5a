import Foundation
import SharedCore

/// One data row of an expense CSV, read field by field with errors naming the column.
struct ExpenseCSVRow {
  let mapping: CSVHeaderMapping
  let record: CSVRecord
  let currency: Currency

  func expense() throws(ExpenseImportError) -> Expense {
    if let error = mapping.fieldCountError(of: record) {
      throw ExpenseImportError(line: record.line, column: nil, message: error.message)
    }
    let date = try self.date()
    let amount = try money("amount") ?? .zero(currency)
    let modeText = text("payment mode") ?? "cash"
    guard let mode = ExpensePaymentMode(csvText: modeText) else {
      throw failure("payment mode", "\"\(modeText)\" is not a payment mode (cash, upi, card, bank transfer, cheque)")
    }
    return Expense(
      date: date, category: text("category") ?? "", amount: amount, paymentMode: mode, vendorID: text("vendor id"),
      billNumber: text("bill number"), gst: try gst(), notes: text("notes"))
  }

  private func gst() throws(ExpenseImportError) -> ExpenseGST? {
    guard let taxable = try money("taxable value") else { return nil }
    let rateText = text("gst rate") ?? "0"
    guard let rate = try? DecimalParser.parse(rateText.replacingOccurrences(of: "%", with: "")) else {
      throw failure("gst rate", "\"\(rateText)\" is not a rate")
    }
    let eligible: Bool
    switch text("itc eligible")?.lowercased() {
    case nil, "yes", "y", "true", "1": eligible = true
    case "no", "n", "false", "0": eligible = false
    case let other?: throw failure("itc eligible", "\"\(other)\" is not yes or no")
    }
    return ExpenseGST(
      rate: rate, taxable: taxable, igst: try money("igst"), cgst: try money("cgst"), sgst: try money("sgst"),
      cess: try money("cess"), isInputTaxCreditEligible: eligible, supplierGSTIN: text("supplier gstin"))
  }

  private func date() throws(ExpenseImportError) -> CalendarDate {
    guard let text = text("date") else { throw failure("date", "the date is missing") }
    if let date = CalendarDate(text) { return date }
    let parts = text.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." })
    if parts.count == 3, parts[2].count == 4, let day = Int(parts[0]), let month = Int(parts[1]),
      let year = Int(parts[2]), let date = CalendarDate(year: year, month: month, day: day)
    {
      return date
    }
    throw failure("date", "\"\(text)\" is not a date (yyyy-mm-dd or dd-mm-yyyy)")
  }

  private func money(_ column: String) throws(ExpenseImportError) -> Money? {
    guard let text = text(column) else { return nil }
    let cleaned = text.replacingOccurrences(of: "₹", with: "").trimmingCharacters(in: .whitespaces)
    do {
      let amount = try DecimalParser.parse(cleaned, grouping: .any)
      return try Money(amount.plainString, currency: currency)
    } catch {
      throw failure(column, "\"\(text)\" is not an amount in \(currency.code)")
    }
  }

  private func text(_ column: String) -> String? {
    let value = mapping.value(of: column, in: record)?.trimmingCharacters(in: .whitespacesAndNewlines)
    return value?.isEmpty == false ? value : nil
  }

  private func failure(_ column: String, _ message: String) -> ExpenseImportError {
    ExpenseImportError(line: record.line, column: column, message: message)
  }
}
