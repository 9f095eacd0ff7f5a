import Foundation
import SharedCore
import Testing

@testable import BillsFeature

/// The allocator hands out numbers gap-free and duplicate-free under concurrency, from blocks that
/// let several devices number offline without ever issuing the same number twice.
@Suite struct BillNumberAllocatorTests {
  func allocator(_ device: String, lowWaterMark: Int = 10, blockSize: Int = 50) throws -> BillNumberAllocator {
    BillNumberAllocator(
      state: try BillNumberAllocatorState(device: device, lowWaterMark: lowWaterMark, blockSize: blockSize))
  }

  @Test func twoHundredConcurrentAllocationsAreExactlyOneToTwoHundred() async throws {
    let series = try Numbering.invoiceSeries()
    let server = LedgerServer()
    let allocator = try allocator("till-1")
    let numbers = try await withThrowingTaskGroup(of: BillAllocatedNumber.self) { group in
      for _ in 0..<200 {
        group.addTask { try await Numbering.allocate(in: series, from: allocator, server: server) }
      }
      var numbers: [BillAllocatedNumber] = []
      for try await number in group { numbers.append(number) }
      return numbers
    }
    #expect(numbers.map(\.sequence).sorted() == Array(1...200))
    #expect(Set(numbers.map(\.text)).count == 200)
    #expect(Set(numbers.map(\.text)).contains("INV/25-26/00200"))
    // What was reserved and not used is reported, and with the issued numbers covers the ledger's blocks.
    let reserved = await server.ledger.blocks(in: series.key).flatMap { Array($0.range) }
    let unused = await allocator.unusedNumbers(in: series.key).flatMap { Array($0) }
    #expect(reserved == Array(1...200) + unused)
    #expect(await allocator.remaining(in: series.key) == unused.count)
  }

  @Test func asksForTheNextBlockAtTheLowWaterMarkOnce() async throws {
    let series = try Numbering.invoiceSeries()
    var ledger = BillNumberBlockLedger()
    let allocator = try allocator("till-1", lowWaterMark: 3, blockSize: 10)
    await #expect(throws: BillNumberingError.noNumbersReserved(series: series.key)) {
      try await allocator.allocate(in: series)
    }
    let first = try #require(await allocator.blockRequest(for: series))
    #expect(first.requestID == "till-1-1" && first.size == 10 && first.maximumSequence == 99_999)
    #expect(await allocator.blockRequest(for: series) == first)  // until answered, the same request
    try await allocator.receive(try ledger.reserve(first))
    #expect(await allocator.state.pendingRequests.isEmpty)
    for expected in 1...6 {
      #expect(try await allocator.allocate(in: series).sequence == expected)
      #expect(await allocator.blockRequest(for: series) == nil)
    }
    _ = try await allocator.allocate(in: series)  // 3 left: at the low-water mark
    let second = try #require(await allocator.blockRequest(for: series))
    #expect(second.requestID == "till-1-2")
    let block = try ledger.reserve(second)
    try await allocator.receive(block)
    try await allocator.receive(block)  // delivered twice: ignored
    #expect(await allocator.remaining(in: series.key) == 13)
    let rest = try await (1...13).asyncMap { _ in try await allocator.allocate(in: series).sequence }
    #expect(rest == Array(8...20))
  }

  @Test func refusesForeignOverlappingAndEmptyBlocks() async throws {
    let key = try BillNumberSeriesTests.key()
    let allocator = try allocator("tablet")
    let block = BillNumberBlock(requestID: "tablet-1", series: key, device: "tablet", first: 1, last: 10)
    try await allocator.receive(block)
    await #expect(throws: BillNumberingError.blockForAnotherDevice(expected: "tablet", found: "phone")) {
      try await allocator.receive(
        BillNumberBlock(requestID: "phone-1", series: key, device: "phone", first: 11, last: 20))
    }
    await #expect(throws: BillNumberingError.overlappingBlock(requestID: "tablet-2", existingRequestID: "tablet-1")) {
      try await allocator.receive(
        BillNumberBlock(requestID: "tablet-2", series: key, device: "tablet", first: 10, last: 20))
    }
    await #expect(throws: BillNumberingError.overlappingBlock(requestID: "tablet-1", existingRequestID: "tablet-1")) {
      try await allocator.receive(
        BillNumberBlock(requestID: "tablet-1", series: key, device: "tablet", first: 30, last: 40))
    }
    await #expect(throws: BillNumberingError.invalidBlock(first: 0, last: 5)) {
      try await allocator.receive(
        BillNumberBlock(requestID: "tablet-3", series: key, device: "tablet", first: 0, last: 5))
    }
    await #expect(throws: BillNumberingError.invalidBlock(first: 50, last: 49)) {
      try await allocator.receive(
        BillNumberBlock(requestID: "tablet-4", series: key, device: "tablet", first: 50, last: 49))
    }
    #expect(throws: BillNumberingError.invalidLowWaterMark(-1)) {
      try BillNumberAllocatorState(device: "x", lowWaterMark: -1)
    }
    #expect(throws: BillNumberingError.invalidBlockSize(0)) { try BillNumberAllocatorState(device: "x", blockSize: 0) }
  }

  @Test func twoOfflineDevicesNeverIssueTheSameNumber() async throws {
    let series = try Numbering.invoiceSeries()
    let server = LedgerServer()
    let tablet = try allocator("tablet", lowWaterMark: 5, blockSize: 20)
    let phone = try allocator("phone", lowWaterMark: 5, blockSize: 20)
    // Online once: each device reserves its first block.
    for device in [tablet, phone] {
      let request = try #require(await device.blockRequest(for: series))
      try await device.receive(try await server.reserve(request))
    }
    // Offline: both create documents concurrently, numbering only inside their own blocks.
    let offline = try await withThrowingTaskGroup(of: (String, BillAllocatedNumber?).self) { group in
      for (name, device) in [("tablet", tablet), ("phone", phone)] {
        for _ in 0..<25 {
          group.addTask { (name, try await Numbering.allocateOffline(in: series, from: device)) }
        }
      }
      var numbers: [(String, BillAllocatedNumber?)] = []
      for try await number in group { numbers.append(number) }
      return numbers
    }
    let issuedOffline = offline.compactMap { $0.1 }
    #expect(issuedOffline.count == 40)  // 20 each; the other 10 waited for a block
    #expect(offline.filter { $0.0 == "tablet" }.compactMap(\.1).map(\.sequence).sorted() == Array(1...20))
    #expect(offline.filter { $0.0 == "phone" }.compactMap(\.1).map(\.sequence).sorted() == Array(21...40))
    // Both asked for their next block while offline; syncing sends the requests, and a retry gets the
    // same block.
    var issued = issuedOffline
    for device in [tablet, phone] {
      let request = try #require(await device.blockRequest(for: series))
      let block = try await server.reserve(request)
      #expect(try await server.reserve(request) == block)
      try await device.receive(block)
      try await device.receive(block)
      for _ in 0..<3 { issued.append(try await device.allocate(in: series)) }
    }
    // The union of every device's numbers has no duplicates.
    #expect(issued.count == 46)
    #expect(Set(issued.map(\.sequence)).count == 46 && Set(issued.map(\.text)).count == 46)
    // Accounting: issued and reported-unused numbers together are exactly what the ledger reserved.
    let unusedTablet = await tablet.unusedNumbers(in: series.key)
    let unusedPhone = await phone.unusedNumbers(in: series.key)
    #expect(unusedTablet == [44...60] && unusedPhone == [64...80])
    let accounted = issued.map(\.sequence) + (unusedTablet + unusedPhone).flatMap { Array($0) }
    #expect(accounted.sorted() == Array(1...80))
  }

  @Test func aCancelledDocumentKeepsItsNumberAndNoNumberIsReused() async throws {
    let series = try Numbering.invoiceSeries()
    let allocator = try allocator("till-1")
    try await allocator.receive(
      BillNumberBlock(requestID: "till-1-1", series: series.key, device: "till-1", first: 1, last: 100))
    var invoice = Documents.invoice()
    try invoice.issue(number: try await allocator.allocate(in: series).text)
    try invoice.cancel()
    #expect(invoice.number == "INV/25-26/00001")
    let next = try await allocator.allocate(in: series)
    #expect(next.text == "INV/25-26/00002")
  }

  @Test func stateRoundTripsAndTheAllocatorContinues() async throws {
    let series = try Numbering.invoiceSeries()
    let first = try allocator("till-1", lowWaterMark: 2, blockSize: 5)
    try await first.receive(
      BillNumberBlock(requestID: "server-given", series: series.key, device: "till-1", first: 1, last: 5))
    for _ in 0..<3 { _ = try await first.allocate(in: series) }
    let pending = try #require(await first.blockRequest(for: series))
    let stored = try JSONEncoder().encode(await first.state)
    let restored = BillNumberAllocator(state: try JSONDecoder().decode(BillNumberAllocatorState.self, from: stored))
    #expect(await restored.state == first.state)
    #expect(try await restored.allocate(in: series).text == "INV/25-26/00004")
    #expect(await restored.blockRequest(for: series) == pending)
    let broken = String(decoding: stored, as: UTF8.self).replacingOccurrences(
      of: "\"blockSize\":5", with: "\"blockSize\":0")
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(BillNumberAllocatorState.self, from: Data(broken.utf8))
    }
  }
}

extension Sequence {
  /// The results of `transform` on each element, in order, one after the other.
  func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for element in self { results.append(try await transform(element)) }
    return results
  }
}
