import Foundation
import Testing

@testable import SharedCore

@Suite struct LookaheadMapTests {
  private struct Refusal: Error, Equatable {
    let element: Int
  }

  /// Every result, in order, then `nil`; the larger sizes are computed by the worker.
  @Test(arguments: [0, 1, 511, 1_024, 10_001])
  func resultsComeInTheElementsOrder(count: Int) throws {
    let map = LookaheadMap(Array(0..<count), chunkSize: 512) { $0 * 3 + 1 }
    var results: [Int] = []
    while let result = try map.next() { results.append(result) }
    #expect(results == (0..<count).map { $0 * 3 + 1 })
    #expect(try map.next() == nil)
  }

  /// The chunks before the failing one are delivered; the failing chunk's error is rethrown from
  /// then on.
  @Test(arguments: [100, 10_000])
  func anErrorIsRethrownWhenItsChunkIsReached(count: Int) throws {
    let map = LookaheadMap(Array(0..<count), chunkSize: 10) { element -> Int in
      if element == 55 { throw Refusal(element: element) }
      return element
    }
    var results: [Int] = []
    #expect(throws: Refusal(element: 55)) {
      while let result = try map.next() { results.append(result) }
    }
    #expect(results == Array(0..<50))
    #expect(throws: Refusal(element: 55)) { _ = try map.next() }
  }

  /// A consumer that stops early stops the worker after its current chunk.
  @Test func releasingTheConsumerStopsTheWorker() async throws {
    let calls = LockedValue(0)
    do {
      let map = LookaheadMap(Array(0..<2_000), chunkSize: 10) { element -> Int in
        calls.withLock { $0 += 1 }
        Thread.sleep(forTimeInterval: 0.001)
        return element
      }
      #expect(try map.next() == 0)
    }
    try await Task.sleep(for: .milliseconds(200))
    let afterRelease = calls.withLock { $0 }
    try await Task.sleep(for: .milliseconds(200))
    #expect(calls.withLock { $0 } == afterRelease, "the worker stopped")
    #expect(afterRelease < 2_000)
  }
}
