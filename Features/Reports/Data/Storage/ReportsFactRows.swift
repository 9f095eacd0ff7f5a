import Foundation
import SharedCore

/// Puts one fact into the reports' tables and running totals, or takes it out again.
///
/// Taking a fact out undoes exactly what putting it in did, whatever came in between, so the totals
/// after any sequence of changes equal those of a rebuild. A payment reversal takes its payment's
/// amount away on the reversal's date once both are present, in either order of arrival.
enum ReportsFactRows {
  static func assert(_ fact: ReportingFact, in db: any SQLiteQuerying) throws {
    switch fact {
    case .document(let document): try ReportsDocumentRows.insert(document, in: db)
    case .payment(let payment): try insert(payment, in: db)
    case .reversal(let reversal): try insert(reversal, in: db)
    case .party(let party):
      try db.run(
        "INSERT OR REPLACE INTO reports_parties (id, name, gstin, state, merged_into) VALUES (?, ?, ?, ?, ?)",
        [
          .text(party.id), .text(party.name), .optionalText(party.gstin), .optionalText(party.stateCode),
          .optionalText(party.mergedInto),
        ])
    case .product(let product):
      try db.run(
        """
        INSERT OR REPLACE INTO reports_products (id, name, hsn, unit, tracks_stock, threshold, cost)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(product.id), .text(product.name), .optionalText(product.hsn), .optionalText(product.unit),
          .integer(product.tracksStock ? 1 : 0),
          product.lowStockThreshold.map { .integer(ReportsQuantity.thousandths($0)) } ?? .null,
          product.purchasePrice.map { .integer($0.minorUnits) } ?? .null,
        ])
    case .stockMovement(let movement):
      let quantity = ReportsQuantity.thousandths(movement.quantity)
      try db.run(
        """
        INSERT OR REPLACE INTO reports_stock (id, product_id, day, quantity, unit_cost, reason, reference)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(movement.id), .text(movement.productID), .integer(Int64(movement.date.dayNumber)), .integer(quantity),
          movement.unitCost.map { .integer($0.minorUnits) } ?? .null, .text(movement.reason),
          .optionalText(movement.reference),
        ])
      try adjustStock(movement.productID, by: quantity, in: db)
    }
  }

  static func retract(_ fact: ReportingFact, in db: any SQLiteQuerying) throws {
    switch fact {
    case .document(let document): try ReportsDocumentRows.remove(document, in: db)
    case .payment(let payment): try remove(payment, in: db)
    case .reversal(let reversal): try remove(reversal, in: db)
    case .party(let party): try db.run("DELETE FROM reports_parties WHERE id = ?", [.text(party.id)])
    case .product(let product): try db.run("DELETE FROM reports_products WHERE id = ?", [.text(product.id)])
    case .stockMovement(let movement):
      try db.run("DELETE FROM reports_stock WHERE id = ?", [.text(movement.id)])
      try adjustStock(movement.productID, by: -ReportsQuantity.thousandths(movement.quantity), in: db)
    }
  }

  // MARK: Payments and their reversals

  private static func insert(_ payment: ReportingPayment, in db: any SQLiteQuerying) throws {
    try db.run(
      "INSERT OR REPLACE INTO reports_payments (id, party_id, direction, channel, amount, day) VALUES (?, ?, ?, ?, ?, ?)",
      [
        .text(payment.id), .optionalText(payment.partyID), .text(payment.direction.rawValue),
        .text(payment.channel.rawValue), .integer(payment.amount.minorUnits), .integer(Int64(payment.date.dayNumber)),
      ])
    let stored = StoredPayment(payment)
    var deltas = stored.deltas(on: payment.date, sign: 1)
    for day in try reversalDays(of: payment.id, in: db) {
      deltas += stored.deltas(on: CalendarDate(dayNumber: day), sign: -1)
    }
    try ReportsTotalsDelta.apply(deltas, in: db)
  }

  private static func remove(_ payment: ReportingPayment, in db: any SQLiteQuerying) throws {
    try db.run("DELETE FROM reports_payments WHERE id = ?", [.text(payment.id)])
    let stored = StoredPayment(payment)
    var deltas = stored.deltas(on: payment.date, sign: 1).map(\.negated)
    for day in try reversalDays(of: payment.id, in: db) {
      deltas += stored.deltas(on: CalendarDate(dayNumber: day), sign: -1).map(\.negated)
    }
    try ReportsTotalsDelta.apply(deltas, in: db)
  }

  private static func insert(_ reversal: ReportingReversal, in db: any SQLiteQuerying) throws {
    try db.run(
      "INSERT OR REPLACE INTO reports_reversals (id, reverses, day) VALUES (?, ?, ?)",
      [.text(reversal.id), .text(reversal.reverses), .integer(Int64(reversal.date.dayNumber))])
    if let payment = try storedPayment(reversal.reverses, in: db) {
      try ReportsTotalsDelta.apply(payment.deltas(on: reversal.date, sign: -1), in: db)
    }
  }

  private static func remove(_ reversal: ReportingReversal, in db: any SQLiteQuerying) throws {
    try db.run("DELETE FROM reports_reversals WHERE id = ?", [.text(reversal.id)])
    if let payment = try storedPayment(reversal.reverses, in: db) {
      try ReportsTotalsDelta.apply(payment.deltas(on: reversal.date, sign: -1).map(\.negated), in: db)
    }
  }

  /// What a stored payment adds to the totals.
  private struct StoredPayment {
    var direction: ReportingPayment.Direction
    var channel: ReportingPayment.Channel
    var amount: Int64

    init(direction: ReportingPayment.Direction, channel: ReportingPayment.Channel, amount: Int64) {
      self.direction = direction
      self.channel = channel
      self.amount = amount
    }

    init(_ payment: ReportingPayment) {
      self.init(direction: payment.direction, channel: payment.channel, amount: payment.amount.minorUnits)
    }

    /// The payment's amount (`sign` 1) or its reversal (`sign` -1) on `date`, its month and year.
    func deltas(on date: CalendarDate, sign: Int64) -> [ReportsTotalsDelta] {
      let metric: ReportsMetric =
        switch (direction, channel) {
        case (.received, .cash): .cashIn
        case (.received, .bank): .bankIn
        case (.paid, .cash): .cashOut
        case (.paid, .bank): .bankOut
        }
      return ReportsTotalsDelta.metric(metric, on: date, sign * amount)
    }
  }

  private static func reversalDays(of paymentID: String, in db: any SQLiteQuerying) throws -> [Int] {
    try db.query("SELECT day FROM reports_reversals WHERE reverses = ?", [.text(paymentID)]).map {
      Int(try $0.value(Int64.self, named: "day"))
    }
  }

  private static func storedPayment(_ id: String, in db: any SQLiteQuerying) throws -> StoredPayment? {
    guard
      let row = try db.queryFirst("SELECT direction, channel, amount FROM reports_payments WHERE id = ?", [.text(id)]),
      let direction = ReportingPayment.Direction(rawValue: try row.value(named: "direction")),
      let channel = ReportingPayment.Channel(rawValue: try row.value(named: "channel"))
    else { return nil }
    return StoredPayment(direction: direction, channel: channel, amount: try row.value(named: "amount"))
  }

  private static func adjustStock(_ productID: String, by quantity: Int64, in db: any SQLiteQuerying) throws {
    try db.run(
      """
      INSERT INTO reports_stock_levels (product_id, on_hand) VALUES (?, ?)
      ON CONFLICT (product_id) DO UPDATE SET on_hand = on_hand + excluded.on_hand
      """, [.text(productID), .integer(quantity)])
  }

  // MARK: Stored form

  static func encode(_ fact: ReportingFact) throws -> String {
    String(decoding: try encoder.encode(fact), as: UTF8.self)
  }

  static func decode(_ text: String, type: String, id: String) throws -> ReportingFact {
    do {
      return try decoder.decode(ReportingFact.self, from: Data(text.utf8))
    } catch {
      throw SyncCollectionError.undecodable(type: type, id: id, field: "reports fact", reason: "\(error)")
    }
  }

  private static let encoder = JSONCoders.makeEncoder()
  private static let decoder = JSONCoders.makeDecoder()
}
