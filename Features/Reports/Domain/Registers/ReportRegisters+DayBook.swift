import Foundation
import SharedCore

extension ReportRegisters {
  /// The day book for `period`: every document, payment (and cancelled payment) and expense in date
  /// order with its value and the money it moved, and the value of the documents per day.
  public func dayBook(for period: ReportPeriod) async throws -> ReportRegister {
    let currency = configuration.currency
    let days = period.dayNumbers
    let (outward, inward, payments, expenses, parties) = try await store.read { db in
      (
        try RegisterQueries.documents(.outward, in: days, db), try RegisterQueries.documents(.inward, in: days, db),
        try RegisterQueries.payments(in: days, db), try RegisterQueries.expenses(in: days, db),
        try RegisterQueries.parties(db)
      )
    }
    var entries: [DayBookEntry] = []
    for document in outward + inward where document.number != nil {
      let sign: Int64 = document.isCancelled ? 0 : document.kind == .creditNote ? -1 : 1
      let type = (document.direction == .outward ? "Sales " : "Purchase ") + Self.name(of: document.kind).lowercased()
      entries.append(
        DayBookEntry(
          day: document.date.dayNumber, order: 0, type: document.isCancelled ? "\(type) (cancelled)" : type,
          reference: document.number ?? "", who: parties[document.partyID]?.name ?? document.partyID,
          value: sign * document.total.minorUnits))
    }
    for payment in payments {
      let amount = payment.isReversal ? -payment.amount : payment.amount
      let type = (payment.direction == .received ? "Receipt" : "Payment") + (payment.isReversal ? " cancelled" : "")
      entries.append(
        DayBookEntry(
          day: payment.day, order: 1, type: "\(type) (\(payment.channel.rawValue))", reference: payment.id,
          who: payment.partyID.flatMap { parties[$0]?.name } ?? "",
          received: payment.direction == .received ? amount : 0, paid: payment.direction == .paid ? amount : 0))
    }
    for expense in expenses {
      entries.append(
        DayBookEntry(
          day: expense.date.dayNumber, order: 2, type: "Expense (\(expense.paymentMode.channel.rawValue))",
          reference: expense.billNumber ?? "", who: expense.category, paid: expense.amount.minorUnits))
    }
    entries.sort { ($0.day, $0.order, $0.reference) < ($1.day, $1.order, $1.reference) }
    var builder = RegisterBuilder(currency: currency)
    let rows = entries.map { entry in
      builder.row([
        .date(CalendarDate(dayNumber: entry.day)), .text(entry.type), .text(entry.reference), .text(entry.who),
        entry.value.map { builder.amount($0) } ?? .empty, entry.received != 0 ? builder.amount(entry.received) : .empty,
        entry.paid != 0 ? builder.amount(entry.paid) : .empty,
      ])
    }
    let values = entries.compactMap { entry in entry.value.map { (CalendarDate(dayNumber: entry.day), $0) } }
    return ReportRegister(
      kind: .dayBook, title: "Day book", period: period,
      columns: [
        .init(title: "Date", content: .date), .init(title: "Type", content: .text),
        .init(title: "Reference", content: .text), .init(title: "Party or category", content: .text),
        .init(title: "Value", content: .amount), .init(title: "Received", content: .amount),
        .init(title: "Paid", content: .amount),
      ], rows: rows, totals: builder.totals(label: "Total", columns: 7),
      chart: RegisterBuilder.monthly("Documents by month", period, values, currency: currency))
  }
}

/// One line of the day book.
private struct DayBookEntry {
  var day: Int
  /// Documents first, then payments, then expenses, within a day.
  var order: Int
  var type: String
  var reference: String
  var who: String
  var value: Int64?
  var received: Int64 = 0
  var paid: Int64 = 0
}
