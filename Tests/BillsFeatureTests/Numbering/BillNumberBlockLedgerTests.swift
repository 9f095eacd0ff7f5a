import Foundation
import SharedCore
import Testing

@testable import BillsFeature

/// The server's ledger gives out disjoint, consecutive blocks per series, idempotently by request id.
@Suite struct BillNumberBlockLedgerTests {
  func request(
    _ id: String, device: String = "till-1", size: Int = 10, maximum: Int = 99_999, year: Int = 2025
  ) throws -> BillNumberBlockRequest {
    BillNumberBlockRequest(
      requestID: id, series: try BillNumberSeriesTests.key(year: year), device: device, size: size,
      maximumSequence: maximum)
  }

  @Test func blocksAreConsecutiveAndDisjointAcrossDevices() throws {
    var ledger = BillNumberBlockLedger()
    let a = try ledger.reserve(request("a-1", device: "tablet", size: 10))
    let b = try ledger.reserve(request("b-1", device: "phone", size: 5))
    let c = try ledger.reserve(request("a-2", device: "tablet", size: 10))
    #expect([Int]([a.first, a.last, b.first, b.last, c.first, c.last]) == [1, 10, 11, 15, 16, 25])
    #expect(b.device == "phone" && c.requestID == "a-2")
    let series = try BillNumberSeriesTests.key()
    #expect(ledger.blocks(in: series) == [a, b, c])
    #expect(ledger.nextSequence[series] == 26)
  }

  @Test func eachSeriesStartsAtOne() throws {
    var ledger = BillNumberBlockLedger()
    _ = try ledger.reserve(request("a-1", size: 10, year: 2025))
    let next = try ledger.reserve(request("a-2", size: 10, year: 2026))
    #expect(next.first == 1 && next.last == 10)
  }

  @Test func aRetriedRequestGetsTheSameBlock() throws {
    var ledger = BillNumberBlockLedger()
    let first = try ledger.reserve(request("a-1"))
    let before = ledger
    #expect(try ledger.reserve(request("a-1")) == first)
    #expect(ledger == before)
    #expect(throws: BillNumberingError.requestIDReused("a-1")) { try ledger.reserve(request("a-1", device: "other")) }
    #expect(throws: BillNumberingError.requestIDReused("a-1")) { try ledger.reserve(request("a-1", size: 11)) }
  }

  @Test func blocksStopAtTheSeriesMaximum() throws {
    var ledger = BillNumberBlockLedger()
    _ = try ledger.reserve(request("a-1", size: 90, maximum: 99))
    let last = try ledger.reserve(request("a-2", size: 50, maximum: 99))
    #expect(last.first == 91 && last.last == 99 && last.count == 9)
    #expect(try ledger.reserve(request("a-2", size: 50, maximum: 99)) == last)
    let series = try BillNumberSeriesTests.key()
    #expect(throws: BillNumberingError.seriesExhausted(series: series, maximum: 99)) {
      try ledger.reserve(request("a-3", size: 1, maximum: 99))
    }
    #expect(throws: BillNumberingError.invalidBlockSize(0)) { try ledger.reserve(request("a-4", size: 0)) }
  }

  @Test func theLedgerRoundTripsThroughJSON() throws {
    var ledger = BillNumberBlockLedger()
    _ = try ledger.reserve(request("a-1"))
    _ = try ledger.reserve(request("b-1", device: "phone", year: 2026))
    let decoded = try JSONDecoder().decode(BillNumberBlockLedger.self, from: JSONEncoder().encode(ledger))
    #expect(decoded == ledger)
  }

  /// The ledger answers a block request in the form devices sync it: the record's fields with the
  /// block written in; an answered record comes back unchanged; a record that is no request is named.
  @Test func answersARequestRecordWithItsBlock() throws {
    let fields: [String: JSONValue] = [
      "requestId": "till-1-1", "kind": "salesInvoice", "financialYear": 2025, "financialYearStartMonth": 4,
      "series": "default", "device": "till-1", "size": 5, "maximumSequence": 99_999, "note": "kept",
    ]
    var ledger = BillNumberBlockLedger()
    _ = try ledger.reserve(try request("other", device: "till-2", size: 3))

    let answered = try ledger.answer(fields)

    #expect(answered["first"] == 4 && answered["last"] == 8)
    #expect(answered["note"] == "kept")
    #expect(try ledger.answer(answered) == answered)
    #expect(throws: DecodingError.self) { try ledger.answer(["requestId": "till-1-2"]) }
  }
}
