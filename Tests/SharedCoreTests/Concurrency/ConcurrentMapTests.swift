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
}
