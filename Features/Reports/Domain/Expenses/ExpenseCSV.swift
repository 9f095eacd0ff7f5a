import Foundation
import SharedCore

/// The CSV form of expenses: what ``ExpenseBook/exportCSV(_:)`` writes and
/// ``ExpenseBook/importCSV(_:)`` reads.
///
/// Columns (header names match ignoring case, spaces and punctuation): `date` (`yyyy-mm-dd`,
/// `dd-mm-yyyy` or `dd/mm/yyyy`), `category`, `amount`, `payment mode`, `vendor id`, `bill number`,
/// `gst rate`, `taxable value`, `igst`, `cgst`, `sgst`, `cess`, `itc eligible` (`yes`/`no`),
/// `supplier gstin`, `notes`. Date, category and amount are required; the payment mode is cash when
/// blank. Amounts may use Indian (`1,23,456.50`) or international grouping. GST columns are read
/// when `taxable value` is filled; IGST, CGST, SGST and cess default to zero. A receipt image is not
/// part of the CSV form.
public enum ExpenseCSV {
  /// The columns, in the order an export writes them.
  public static let columns = [
    CSVColumn("date", isRequired: true), CSVColumn("category", aliases: ["head", "expense head"], isRequired: true),
    CSVColumn("amount", aliases: ["total", "amount paid"], isRequired: true),
    CSVColumn("payment mode", aliases: ["mode", "paid by"]), CSVColumn("vendor id"),
    CSVColumn("bill number", aliases: ["bill no", "invoice number"]), CSVColumn("gst rate", aliases: ["rate"]),
    CSVColumn("taxable value", aliases: ["taxable"]), CSVColumn("igst"), CSVColumn("cgst"), CSVColumn("sgst"),
    CSVColumn("cess"), CSVColumn("itc eligible", aliases: ["itc"]), CSVColumn("supplier gstin", aliases: ["gstin"]),
    CSVColumn("notes", aliases: ["description", "remarks"]),
  ]

  /// A row that was read, with its line.
  struct ParsedRow: Sendable {
    var line: Int
    var expense: Expense
  }

  /// Every valid row of `data` and an error for every other one.
  static func read(_ data: Data, currency: Currency) -> (expenses: [ParsedRow], errors: [ExpenseImportError]) {
    let document = CSVReader().read(data)
    var errors = document.errors.map { ExpenseImportError(line: $0.line, column: nil, message: $0.message) }
    guard let header = document.records.first else {
      return ([], errors + [ExpenseImportError(line: 1, column: nil, message: "the file has no header row")])
    }
    let mapping: CSVHeaderMapping
    do {
      mapping = try CSVHeaderMapping(header: header, columns: columns)
    } catch {
      return ([], errors + [ExpenseImportError(line: error.line, column: nil, message: error.message)])
    }
    var rows: [ParsedRow] = []
    for record in document.records.dropFirst() where !record.fields.allSatisfy(\.isEmpty) {
      do {
        rows.append(
          ParsedRow(line: record.line, expense: try expense(in: record, mapping: mapping, currency: currency)))
      } catch {
        errors.append(error)
      }
    }
    errors.sort { $0.line < $1.line }
    return (rows, errors)
  }

  private static func expense(
    in record: CSVRecord, mapping: CSVHeaderMapping, currency: Currency
  ) throws(ExpenseImportError) -> Expense {
    let expense = try ExpenseCSVRow(mapping: mapping, record: record, currency: currency).expense()
    do {
      try expense.validate(currency: currency)
    } catch .invalidField(let field, let reason) {
      throw ExpenseImportError(line: record.line, column: field, message: reason)
    } catch {
      throw ExpenseImportError(line: record.line, column: nil, message: error.description)
    }
    return expense
  }

  /// `expenses` as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read it as UTF-8), a
  /// header row, dates as `yyyy-mm-dd`, amounts as plain numbers with two decimals.
  static func write(_ expenses: [Expense]) -> Data {
    var writer = CSVWriter(byteOrderMark: true)
    writer.append(columns.map(\.name))
    for expense in expenses {
      let gst = expense.gst
      writer.append([
        expense.date.description, expense.category, expense.amount.formattedAmount, expense.paymentMode.rawValue,
        expense.vendorID ?? "", expense.billNumber ?? "", gst.map { $0.rate.plainString } ?? "",
        gst?.taxable.formattedAmount ?? "", gst?.igst.formattedAmount ?? "", gst?.cgst.formattedAmount ?? "",
        gst?.sgst.formattedAmount ?? "", gst?.cess.formattedAmount ?? "",
        gst.map { $0.isInputTaxCreditEligible ? "yes" : "no" } ?? "", gst?.supplierGSTIN ?? "", expense.notes ?? "",
      ])
    }
    return Data(writer.text.utf8)
  }
}
