import Foundation
import SharedCore

extension BillDocumentRecord {
  /// Combines a document changed on this device with the server's newer version of it: the server's
  /// document, plus the payments and applied credit notes only this device recorded (payment ids are
  /// unique per device), and this device's mark of postings it has still to complete. Money recorded
  /// on either device is never dropped, so the document agrees with the party's account, where both
  /// devices' payment entries are kept.
  ///
  /// When either side cannot be read, the server's fields stand (the local side is kept as the
  /// conflict to review).
  static func merge(_ input: SyncMergeInput) -> [String: JSONValue] {
    let decoder = JSONValueDecoder()
    guard let server = try? decoder.decode(BillDocumentRecord.self, from: .object(input.server)),
      let local = try? decoder.decode(BillDocumentRecord.self, from: .object(input.local)),
      var document = try? server.value(id: ""), let mine = try? local.value(id: "")
    else { return input.server }
    document.absorb(mine, calculator: BillCalculator())
    guard let totals = try? document.totals(calculator: BillCalculator()),
      let merged = try? BillDocumentRecord(
        document, totals: totals, series: server.series ?? local.series, sequence: server.sequence ?? local.sequence,
        wasIssued: server.wasIssued || local.wasIssued, pendingPostings: local.pendingPostings ?? server.pendingPostings
      ),
      case .object(let fields)? = try? JSONValueEncoder().encode(merged)
    else { return input.server }
    return fields
  }
}
