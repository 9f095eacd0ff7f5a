import Foundation
import SharedCore

/// The SQL behind ``ReportRegisters``: the facts of a period, read back from the projection's rows.
enum RegisterQueries {
  /// The documents of `direction` dated in `days`, by date and number.
  static func documents(
    _ direction: ReportingDocument.Direction, in days: ClosedRange<Int>, _ db: any SQLiteQuerying
  ) throws -> [ReportingDocument] {
    try storedDocuments(direction, in: days, db).compactMap(decode)
  }

  /// Every document of `partyID` (and of parties merged into it) dated up to `lastDay`.
  static func documents(ofParty partyID: String, through lastDay: Int, _ db: any SQLiteQuerying) throws
    -> [ReportingDocument]
  {
    try decodeDocuments(
      db.query(
        """
        SELECT id, fact FROM reports_documents WHERE day <= ? AND (party_id = ? OR party_id IN
          (SELECT id FROM reports_parties WHERE merged_into = ?)) ORDER BY day, number, id
        """, [.integer(Int64(lastDay)), .text(partyID), .text(partyID)]))
  }

  /// The documents of `direction` numbered any of `numbers`.
  static func documents(
    numbered numbers: Set<String>, _ direction: ReportingDocument.Direction, _ db: any SQLiteQuerying
  ) throws -> [ReportingDocument] {
    try numbers.sorted().flatMap { number in
      try decodeDocuments(
        db.query(
          "SELECT id, fact FROM reports_documents WHERE direction = ? AND number = ?",
          [.text(direction.rawValue), .text(number)]))
    }
  }

  /// A document's stored fact, undecoded: reading is the database's work, decoding can be spread
  /// over the device's cores afterwards (``decode(_:)``).
  struct StoredDocument: Sendable {
    var id: String
    var fact: String
  }

  /// The stored facts of the documents of `direction` dated in `days`, by date and number.
  static func storedDocuments(
    _ direction: ReportingDocument.Direction, in days: ClosedRange<Int>, _ db: any SQLiteQuerying
  ) throws -> [StoredDocument] {
    try db.query(
      "SELECT id, fact FROM reports_documents WHERE direction = ? AND day BETWEEN ? AND ? ORDER BY day, number, id",
      [.text(direction.rawValue), .integer(Int64(days.lowerBound)), .integer(Int64(days.upperBound))]
    ).map { StoredDocument(id: try $0.value(named: "id"), fact: try $0.value(named: "fact")) }
  }

  /// `stored` decoded, on every core when there are many.
  static func decode(_ stored: [StoredDocument]) async throws -> [ReportingDocument] {
    try await stored.concurrentMap(minimumChunk: 1_000, decode).compactMap { $0 }
  }

  private static func decodeDocuments(_ rows: [SQLiteRow]) throws -> [ReportingDocument] {
    try rows.compactMap { row in
      try decode(StoredDocument(id: try row.value(named: "id"), fact: try row.value(named: "fact")))
    }
  }

  /// The document a stored fact holds, or `nil` for a fact that is not one.
  private static func decode(_ row: StoredDocument) throws -> ReportingDocument? {
    guard case .document(let document) = try ReportsFactRows.decode(row.fact, type: "reports_documents", id: row.id)
    else { return nil }
    return document
  }

  /// Party names and GSTINs by id.
  static func parties(_ db: any SQLiteQuerying) throws -> [String: ReportingParty] {
    var parties: [String: ReportingParty] = [:]
    for row in try db.query("SELECT id, name, gstin, state, merged_into FROM reports_parties") {
      let id: String = try row.value(named: "id")
      parties[id] = ReportingParty(
        id: id, name: try row.value(named: "name"), gstin: try row.value(named: "gstin"),
        stateCode: try row.value(named: "state"), mergedInto: try row.value(named: "merged_into"))
    }
    return parties
  }

  /// A payment, or the reversal of one, as a statement or day book lists it.
  struct PaymentRow: Sendable {
    var id: String
    var partyID: String?
    var direction: ReportingPayment.Direction
    var channel: ReportingPayment.Channel
    var amount: Int64
    var day: Int
    /// Whether this row undoes the payment `id` on `day`.
    var isReversal: Bool
  }

  /// Payments dated in `days` and reversals of payments dated in `days`, optionally of one party.
  static func payments(in days: ClosedRange<Int>, partyID: String? = nil, _ db: any SQLiteQuerying) throws
    -> [PaymentRow]
  {
    let partyCondition = partyID == nil ? "" : " AND p.party_id = ?"
    let partyParameter: [SQLiteValue] = partyID.map { [.text($0)] } ?? []
    let range: [SQLiteValue] = [.integer(Int64(days.lowerBound)), .integer(Int64(days.upperBound))]
    let rows = try db.query(
      """
      SELECT p.id, p.party_id, p.direction, p.channel, p.amount, p.day, 0 AS reversal FROM reports_payments p
      WHERE p.day BETWEEN ? AND ?\(partyCondition)
      UNION ALL
      SELECT p.id, p.party_id, p.direction, p.channel, p.amount, r.day, 1 FROM reports_reversals r
      JOIN reports_payments p ON p.id = r.reverses WHERE r.day BETWEEN ? AND ?\(partyCondition)
      ORDER BY 6, 1
      """, range + partyParameter + range + partyParameter)
    return try rows.compactMap { row in
      guard let direction = ReportingPayment.Direction(rawValue: try row.value(named: "direction")),
        let channel = ReportingPayment.Channel(rawValue: try row.value(named: "channel"))
      else { return nil }
      return PaymentRow(
        id: try row.value(named: "id"), partyID: try row.value(named: "party_id"), direction: direction,
        channel: channel, amount: try row.value(named: "amount"), day: Int(try row.value(Int64.self, named: "day")),
        isReversal: try row.value(Int64.self, named: "reversal") == 1)
    }
  }

  /// The expenses dated in `days`, oldest first.
  static func expenses(in days: ClosedRange<Int>, _ db: any SQLiteQuerying) throws -> [Expense] {
    try db.query(
      "SELECT id, fields FROM reports_expenses WHERE day BETWEEN ? AND ? ORDER BY day, id",
      [.integer(Int64(days.lowerBound)), .integer(Int64(days.upperBound))]
    ).map { row in try ReportsExpenseRows.decode(listed: try row.value(named: "fields"), id: try row.value(named: "id"))
    }
  }

  /// Every product with its movements up to `lastDay`.
  static func stock(through lastDay: Int, currency: Currency, _ db: any SQLiteQuerying) throws
    -> (products: [ReportingProduct], movements: [String: [ReportingStockMovement]])
  {
    let products = try db.query(
      "SELECT id, name, hsn, unit, tracks_stock, threshold, cost FROM reports_products ORDER BY name, id"
    ).map { row in
      ReportingProduct(
        id: try row.value(named: "id"), name: try row.value(named: "name"), hsn: try row.value(named: "hsn"),
        unit: try row.value(named: "unit"), tracksStock: try row.value(Int64.self, named: "tracks_stock") != 0,
        purchasePrice: try row.value(Int64?.self, named: "cost").map { Money(minorUnits: $0, currency: currency) })
    }
    var movements: [String: [ReportingStockMovement]] = [:]
    for row in try db.query(
      "SELECT id, product_id, day, quantity, unit_cost, reason, reference FROM reports_stock WHERE day <= ? ORDER BY day, id",
      [.integer(Int64(lastDay))])
    {
      let productID: String = try row.value(named: "product_id")
      movements[productID, default: []].append(
        ReportingStockMovement(
          id: try row.value(named: "id"), productID: productID,
          date: CalendarDate(dayNumber: Int(try row.value(Int64.self, named: "day"))),
          quantity: ReportsQuantity.quantity(try row.value(named: "quantity")),
          unitCost: try row.value(Int64?.self, named: "unit_cost").map { Money(minorUnits: $0, currency: currency) },
          reason: try row.value(named: "reason"), reference: try row.value(named: "reference")))
    }
    return (products, movements)
  }
}
