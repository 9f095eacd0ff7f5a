import Foundation
import SharedCore

extension BillDocument {
  /// Writes the stock plan's batch picks onto the lines that named none (a sale of a batch-tracked
  /// product drawn first-expiry-first-out), so the document shows them and a return takes them back.
  mutating func recordStockPlan(_ planned: [StockPostingLine]) {
    let picks = Dictionary(planned.map { ($0.lineID, $0.batches) }, uniquingKeysWith: { first, _ in first })
    for index in lines.indices where lines[index].batches.isEmpty {
      if let batches = picks[lines[index].line.id], !batches.isEmpty { lines[index].batches = batches }
    }
  }

  /// A credit-note line returning `quantity` (in the original line's unit) of this document's line
  /// `lineID`: the same product, variant, unit, price and tax, with the batches it came from (latest
  /// first, whole batches where they suffice) and the serial numbers given (or the first ones sold).
  /// - Throws: ``BillDocumentError/returnMismatch(lineID:reason:)`` for an unknown line, a quantity
  ///   above what it sold, or serial numbers it did not sell.
  public func returnedLine(_ lineID: String, quantity: Decimal, serials: [String]? = nil, id: String? = nil)
    throws(BillDocumentError) -> BillDocumentLine
  {
    guard let original = lines.first(where: { $0.line.id == lineID }) else {
      throw .returnMismatch(lineID: lineID, reason: "the original document has no such line")
    }
    guard quantity > 0, quantity <= original.line.quantity else {
      throw .returnMismatch(
        lineID: lineID,
        reason: "\(quantity.plainString) is not between 0 and the \(original.line.quantity.plainString) sold")
    }
    var returned = original
    returned.line.id = id ?? lineID
    returned.line.quantity = quantity
    returned.originalLineID = lineID
    if !original.serials.isEmpty {
      let chosen = serials ?? Array(original.serials.prefix(NSDecimalNumber(decimal: quantity).intValue))
      guard Set(chosen).isSubset(of: original.serials), Decimal(chosen.count) == quantity else {
        throw .returnMismatch(lineID: lineID, reason: "name \(quantity.plainString) of the serial numbers it sold")
      }
      returned.serials = chosen
    }
    if !original.batches.isEmpty {
      // Batches are in the base unit; the line's quantity may be in another.
      let total = original.batches.reduce(Decimal(0)) { $0 + $1.quantity }
      var remaining = total * quantity / original.line.quantity
      var batches: [StockPostingBatch] = []
      for batch in original.batches.reversed() where remaining > 0 {
        var share = batch
        share.quantity = min(batch.quantity, remaining)
        remaining -= share.quantity
        batches.insert(share, at: 0)
      }
      returned.batches = batches
    }
    return returned
  }

  /// Checks that every line of this credit note that returns goods matches `original`'s line: the
  /// same product and variant, no more than it sold less what the credit notes already applied to
  /// `original` took back, and only batches and serial numbers it sold and that are not back yet.
  func checkReturns(against original: BillDocument) throws(BillDocumentError) {
    let earlier = original.credits.filter { $0.creditNoteID != id }.flatMap(\.returnedGoods)
    for line in lines {
      guard let lineID = line.originalLineID else { continue }
      guard let sold = original.lines.first(where: { $0.line.id == lineID }) else {
        throw .returnMismatch(lineID: lineID, reason: "the original document has no such line")
      }
      guard sold.productID == line.productID, sold.variantID == line.variantID else {
        throw .returnMismatch(lineID: lineID, reason: "it is another product or variant than the one sold")
      }
      let back = earlier.filter { $0.originalLineID == lineID }
      let left = sold.line.quantity - back.reduce(0) { $0 + $1.quantity }
      guard line.line.quantity <= left else {
        throw .returnMismatch(
          lineID: lineID,
          reason: "it returns more than the \(left.plainString) left of the \(sold.line.quantity.plainString) sold")
      }
      guard Set(line.serials).isSubset(of: sold.serials) else {
        throw .returnMismatch(lineID: lineID, reason: "it names serial numbers that were not sold on that line")
      }
      let returnedBefore = Set(back.flatMap(\.serials))
      guard returnedBefore.isDisjoint(with: line.serials) else {
        throw .returnMismatch(
          lineID: lineID,
          reason:
            "serial numbers \(returnedBefore.intersection(line.serials).sorted().joined(separator: ", ")) are back already"
        )
      }
      let soldBatches = Set(sold.batches.map(\.number))
      guard line.batches.allSatisfy({ soldBatches.contains($0.number) }) else {
        throw .returnMismatch(lineID: lineID, reason: "it names batches that were not sold on that line")
      }
    }
  }
}

extension BillDocument {
  /// The goods this credit note takes back, per line of the document it credits.
  var returnedGoods: [BillReturnedGoods] {
    lines.compactMap { line in
      line.originalLineID.map {
        BillReturnedGoods(originalLineID: $0, quantity: line.line.quantity, serials: line.serials)
      }
    }
  }
}
