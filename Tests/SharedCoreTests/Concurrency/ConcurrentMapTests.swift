import Foundation
import Testing

@testable import SharedCore

@Suite struct ConcurrentMapTests {
  private struct Refusal: Error, Equatable {
    let element: Int
  }

  @Test(arguments: [0, 1, 511, 1_024, 10_001])
  func resultsKeepTheElementsOrder(count: Int) async throws {
    let elements = Array(0..<count)
    let mapped = try await elements.concurrentMap(minimumChunk: 512) { $0 * 3 + 1 }
    #expect(mapped == elements.map { $0 * 3 + 1 })
  }

  @Test func theFirstErrorIsRethrown() async throws {
    let elements = Array(0..<5_000)
    await #expect(throws: Refusal(element: 4_321)) {
      _ = try await elements.concurrentMap(minimumChunk: 100) { element in
        if element == 4_321 { throw Refusal(element: element) }
        return element
      }
    }
  }

  @Test func cancellationStopsTheWorkBetweenElements() async throws {
    let elements = Array(0..<100_000)
    let task = Task {
      try await elements.concurrentMap(minimumChunk: 100) { element -> Int in
        withUnsafeCurrentTask { $0?.cancel() }
        return element
      }
    }
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }

  // MARK: - Chunks consumed in order

  @Test(arguments: [0, 1, 255, 256, 257, 10_001])
  func chunksReachTheConsumerInOrder(count: Int) async throws {
    let elements = Array(0..<count)
    var consumed: [[Int]] = []
    try await elements.concurrentMap(chunkSize: 256, { $0 * 3 + 1 }) { consumed.append($0) }
    #expect(consumed.flatMap { $0 } == elements.map { $0 * 3 + 1 })
    #expect(consumed.dropLast().allSatisfy { $0.count == 256 })
    #expect(consumed.count == (count + 255) / 256)
  }

  @Test func chunksAreMappedWhileTheConsumerWorks() async throws {
    // The consumer waits, on its first chunk, until a later chunk has been mapped: that only ends
    // if mapping runs ahead of consuming.
    let mappedBeyondFirst = Flag()
    var consumed = 0
    try await Array(0..<4_096).concurrentMap(
      chunkSize: 256,
      { element in
        if element >= 256 { mappedBeyondFirst.set() }
        return element
      }
    ) { chunk in
      if consumed == 0 { while !mappedBeyondFirst.isSet { await Task.yield() } }
      consumed += chunk.count
    }
    #expect(consumed == 4_096)
  }

  @Test func aMappingErrorStopsTheConsumer() async throws {
    var consumed: [Int] = []
    await #expect(throws: Refusal(element: 3_000)) {
      try await Array(0..<10_000).concurrentMap(
        chunkSize: 500,
        { element in
          if element == 3_000 { throw Refusal(element: element) }
          return element
        }
      ) { consumed += $0 }
    }
    // Chunks before the failing one may have been consumed; nothing from it or after it.
    #expect(consumed == Array(0..<consumed.count))
    #expect(consumed.count <= 3_000)
  }

  @Test func aConsumerErrorIsRethrown() async throws {
    await #expect(throws: Refusal(element: 1_000)) {
      try await Array(0..<10_000).concurrentMap(chunkSize: 500, { $0 }) { chunk in
        if let first = chunk.first, first == 1_000 { throw Refusal(element: first) }
      }
    }
  }

  @Test func cancellationStopsTheChunks() async throws {
    let task = Task {
      try await Array(0..<100_000).concurrentMap(
        chunkSize: 100,
        { element -> Int in
          withUnsafeCurrentTask { $0?.cancel() }
          return element
        }
      ) { _ in }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}

/// A flag set from any thread.
private final class Flag: Sendable {
  private let value = LockedValue(false)
  var isSet: Bool { value.withLock { $0 } }
  func set() { value.withLock { $0 = true } }
}
