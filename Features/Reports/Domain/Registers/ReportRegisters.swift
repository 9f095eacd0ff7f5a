import Foundation
import SharedCore

/// The registers a shop keeps and hands its accountant: sales, purchases, expenses, a party
/// statement, the stock summary with its value, and the day book, read from the reports' tables.
///
/// Each comes as a ``ReportRegister``: export it with ``ReportRegister/csv()`` or print it as PDF.
public struct ReportRegisters: Sendable {
  let store: any SyncStore
  let configuration: ReportsConfiguration

  /// The registers over `store`.
  public init(store: any SyncStore, configuration: ReportsConfiguration) {
    self.store = store
    self.configuration = configuration
  }

  /// The sales register: every outward document dated in `period` (credit notes negative, cancelled
  /// ones listed at zero), with its tax by head, and net sales by month.
  public func sales(for period: ReportPeriod) async throws -> ReportRegister {
    try await documents(.outward, period: period)
  }

  /// The purchase register: every inward document dated in `period`, with its tax by head and the
  /// input tax credit it gives, and net purchases by month.
  public func purchases(for period: ReportPeriod) async throws -> ReportRegister {
    try await documents(.inward, period: period)
  }

  /// The expense register: every expense dated in `period` with its GST and input tax credit, and
  /// spending by month.
  public func expenses(for period: ReportPeriod) async throws -> ReportRegister {
    let currency = configuration.currency
    let (expenses, parties) = try await store.read { db in
      (try RegisterQueries.expenses(in: period.dayNumbers, db), try RegisterQueries.parties(db))
    }
    var builder = RegisterBuilder(currency: currency)
    let rows = expenses.map { expense in
      let tax = expense.gst?.taxMinorUnits ?? 0
      return builder.row([
        .date(expense.date), .text(expense.category), .text(expense.billNumber ?? ""),
        .text(expense.vendorID.flatMap { parties[$0]?.name } ?? ""), .text(expense.paymentMode.rawValue),
        builder.amount(expense.gst?.taxable.minorUnits ?? expense.amount.minorUnits), builder.amount(tax),
        builder.amount(expense.inputTaxCreditMinorUnits), builder.amount(expense.amount.minorUnits),
      ])
    }
    return ReportRegister(
      kind: .expenses, title: "Expense register", period: period,
      columns: [
        .init(title: "Date", content: .date), .init(title: "Category", content: .text),
        .init(title: "Bill number", content: .text), .init(title: "Vendor", content: .text),
        .init(title: "Mode", content: .text), .init(title: "Taxable", content: .amount),
        .init(title: "GST", content: .amount), .init(title: "ITC", content: .amount),
        .init(title: "Amount", content: .amount),
      ], rows: rows, totals: builder.totals(label: "Total", columns: 9),
      chart: RegisterBuilder.monthly(
        "Expenses by month", period, expenses.map { ($0.date, $0.amount.minorUnits) }, currency: currency))
  }

  private func documents(_ direction: ReportingDocument.Direction, period: ReportPeriod) async throws
    -> ReportRegister
  {
    let currency = configuration.currency
    let (documents, parties) = try await store.read { db in
      (try RegisterQueries.documents(direction, in: period.dayNumbers, db), try RegisterQueries.parties(db))
    }
    var builder = RegisterBuilder(currency: currency)
    var monthly: [(CalendarDate, Int64)] = []
    let rows = documents.map { document in
      let sign: Int64 = document.isCancelled ? 0 : document.kind == .creditNote ? -1 : 1
      func head(_ value: (ReportingDocumentLine) -> Money) -> ReportRegister.Cell {
        builder.amount(sign * document.lines.reduce(Int64(0)) { $0 + value($1).minorUnits })
      }
      monthly.append((document.date, sign * document.total.minorUnits))
      let party = parties[document.partyID]
      return builder.row([
        .date(document.date), .text(document.number ?? ""), .text(Self.name(of: document.kind)),
        .text(party?.name ?? document.partyID), .text(party?.gstin ?? ""), .text(document.placeOfSupply ?? ""),
        head(\.taxable), head(\.cgst), head(\.sgst), head(\.igst), head(\.cess),
        builder.amount(sign * document.total.minorUnits), .text(document.isCancelled ? "Cancelled" : ""),
      ])
    }
    let isSales = direction == .outward
    return ReportRegister(
      kind: isSales ? .sales : .purchases, title: isSales ? "Sales register" : "Purchase register", period: period,
      columns: [
        .init(title: "Date", content: .date), .init(title: "Number", content: .text),
        .init(title: "Type", content: .text), .init(title: isSales ? "Customer" : "Vendor", content: .text),
        .init(title: "GSTIN", content: .text), .init(title: "Place of supply", content: .text),
        .init(title: "Taxable", content: .amount), .init(title: "CGST", content: .amount),
        .init(title: "SGST", content: .amount), .init(title: "IGST", content: .amount),
        .init(title: "Cess", content: .amount), .init(title: "Total", content: .amount),
        .init(title: "Status", content: .text),
      ], rows: rows, totals: builder.totals(label: "Total", columns: 13),
      chart: RegisterBuilder.monthly(
        isSales ? "Net sales by month" : "Net purchases by month", period, monthly, currency: currency))
  }

  static func name(of kind: ReportingDocument.Kind) -> String {
    switch kind {
    case .invoice: "Invoice"
    case .creditNote: "Credit note"
    case .debitNote: "Debit note"
    }
  }
}

extension ReportPeriod {
  /// The period's day numbers.
  var dayNumbers: ClosedRange<Int> { start.dayNumber...end.dayNumber }
}
