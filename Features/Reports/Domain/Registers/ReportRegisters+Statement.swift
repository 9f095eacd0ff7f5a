import Foundation
import SharedCore

extension ReportRegisters {
  /// One party's statement for `period`: the balance brought forward from its earlier documents and
  /// payments, then each document and payment dated in the period with the running balance (positive:
  /// the party owes the business), and what was billed to it by month.
  ///
  /// A sales invoice or debit note to a customer, a payment made and a purchase return are debits;
  /// a credit note, a purchase bill and a payment received are credits; a cancelled payment reverses
  /// its entry on the day it was cancelled; cancelled documents are left out. Opening balances
  /// entered on the party itself are not reporting facts, so the party book's own statement is the
  /// one that includes them.
  public func statement(of partyID: String, for period: ReportPeriod) async throws -> ReportRegister {
    let currency = configuration.currency
    let (documents, payments, parties) = try await store.read { db in
      (
        try RegisterQueries.documents(ofParty: partyID, through: period.end.dayNumber, db),
        try RegisterQueries.payments(in: Int.min / 2...period.end.dayNumber, partyID: partyID, db),
        try RegisterQueries.parties(db)
      )
    }
    var entries: [StatementEntry] = []
    for document in documents where !document.isCancelled && document.number != nil {
      let debits = (document.direction == .outward) == (document.kind != .creditNote)
      let side = document.direction == .outward ? "issued" : "received"
      entries.append(
        StatementEntry(
          day: document.date.dayNumber, isPayment: false, particulars: "\(Self.name(of: document.kind)) \(side)",
          reference: document.number ?? "", debit: debits ? document.total.minorUnits : -document.total.minorUnits))
    }
    for payment in payments {
      let debit = payment.direction == .paid ? payment.amount : -payment.amount
      let particulars = payment.direction == .paid ? "Payment made" : "Payment received"
      entries.append(
        StatementEntry(
          day: payment.day, isPayment: true,
          particulars: payment.isReversal
            ? "\(particulars), cancelled" : "\(particulars) (\(payment.channel.rawValue))",
          reference: payment.id, debit: payment.isReversal ? -debit : debit))
    }
    entries.sort { ($0.day, $0.isPayment ? 1 : 0, $0.reference) < ($1.day, $1.isPayment ? 1 : 0, $1.reference) }
    let opening = entries.filter { $0.day < period.start.dayNumber }.reduce(Int64(0)) { $0 + $1.debit }
    var balance = opening
    var builder = RegisterBuilder(currency: currency)
    var rows: [[ReportRegister.Cell]] = [
      [.date(period.start), .text("Balance brought forward"), .empty, .empty, .empty, builder.amount(opening)]
    ]
    var billed: [(CalendarDate, Int64)] = []
    for entry in entries where entry.day >= period.start.dayNumber {
      balance += entry.debit
      let date = CalendarDate(dayNumber: entry.day)
      if !entry.isPayment { billed.append((date, entry.debit)) }
      rows.append(
        builder.row([
          .date(date), .text(entry.particulars), .text(entry.reference),
          entry.debit > 0 ? builder.amount(entry.debit) : .empty,
          entry.debit < 0 ? builder.amount(-entry.debit) : .empty, .empty,
        ]))
      rows[rows.count - 1][5] = builder.amount(balance)
    }
    var totals = builder.totals(label: "Total", columns: 6)
    totals[5] = builder.amount(balance)
    let name = parties[partyID]?.name ?? partyID
    return ReportRegister(
      kind: .partyStatement, title: "Statement of \(name)", period: period,
      columns: [
        .init(title: "Date", content: .date), .init(title: "Particulars", content: .text),
        .init(title: "Reference", content: .text), .init(title: "Debit", content: .amount),
        .init(title: "Credit", content: .amount), .init(title: "Balance", content: .amount),
      ], rows: rows, totals: totals,
      chart: RegisterBuilder.monthly("Documents by month", period, billed, currency: currency))
  }
}

/// One line of a party statement before its running balance.
private struct StatementEntry {
  var day: Int
  var isPayment: Bool
  var particulars: String
  var reference: String
  /// Positive for a debit, negative for a credit.
  var debit: Int64
}
