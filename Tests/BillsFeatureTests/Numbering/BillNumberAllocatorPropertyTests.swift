import Foundation
import SharedTesting
import Testing

@testable import BillsFeature

/// Seeded random runs of several devices numbering offline and syncing now and then: no number is ever
/// issued twice, each block is used gap-free from its start, and issued plus reported-unused numbers
/// are exactly what the ledger reserved.
@Suite struct BillNumberAllocatorPropertyTests {
  @Test func randomDevicesAndSyncsNeverDuplicateAndAccountForEveryNumber() async throws {
    var random = SeededGenerator(seed: 4646)
    let series = try Numbering.invoiceSeries()
    var totalIssued = 0
    for _ in 0..<60 {
      var ledger = BillNumberBlockLedger()
      let devices = try (0..<Int.random(in: 2...4, using: &random)).map { index in
        BillNumberAllocator(
          state: try BillNumberAllocatorState(
            device: "device-\(index)", lowWaterMark: Int.random(in: 0...5, using: &random),
            blockSize: Int.random(in: 1...12, using: &random)))
      }
      var issued: [Int: [Int]] = [:]
      for _ in 0..<200 {
        let index = Int.random(in: 0..<devices.count, using: &random)
        let device = devices[index]
        if Int.random(in: 0..<4, using: &random) == 0 {
          // Online for a moment: the pending request reaches the server, perhaps twice.
          if let request = await device.blockRequest(for: series) {
            try await device.receive(try ledger.reserve(request))
            if Bool.random(using: &random) { try await device.receive(try ledger.reserve(request)) }
          }
        } else if let number = try await Numbering.allocateOffline(in: series, from: device) {
          issued[index, default: []].append(number.sequence)
          #expect(number.text == (try series.number(for: number.sequence)))
        }
      }
      let all = issued.values.flatMap { $0 }
      totalIssued += all.count
      #expect(Set(all).count == all.count)
      let reserved = ledger.blocks(in: series.key).flatMap { Array($0.range) }
      #expect(reserved == Array(1..<(reserved.count + 1)))
      var unused: [Int] = []
      for (index, device) in devices.enumerated() {
        unused += await device.unusedNumbers(in: series.key).flatMap { Array($0) }
        let mine = issued[index, default: []]
        #expect(mine == mine.sorted())  // one device numbers in order
        for usage in await device.state.blocks {
          #expect(mine.filter { usage.block.range.contains($0) } == Array(usage.block.first..<usage.next))
        }
      }
      #expect((all + unused).sorted() == reserved)
    }
    #expect(totalIssued > 3000, "the runs issue numbers, not only wait for blocks")
  }
}
