import Foundation
import SharedCore
import Testing

@Suite struct PaginationTests {
  @Test func pageNumbersStopAtTheShortLastPage() async throws {
    let requested = PageLog()
    let pages = PageNumberSequence<Int>(firstPage: 1, pageSize: 3) { page, size in
      await requested.append("\(page)/\(size)")
      let all = Array(1...7)
      return Array(all.dropFirst((page - 1) * size).prefix(size))
    }
    var collected: [[Int]] = []
    for try await page in pages { collected.append(page) }
    #expect(collected == [[1, 2, 3], [4, 5, 6], [7]])
    #expect(await requested.values == ["1/3", "2/3", "3/3"])
  }

  @Test func anExactMultipleEndsOnTheEmptyPage() async throws {
    let pages = PageNumberSequence<Int>(firstPage: 0, pageSize: 2) { page, _ in page < 2 ? [page, page] : [] }
    var collected: [[Int]] = []
    for try await page in pages { collected.append(page) }
    #expect(collected == [[0, 0], [1, 1]])
  }

  @Test func pageTokensFollowTheCursorUntilItEnds() async throws {
    let pages = PageTokenSequence<String> { token in
      switch token {
      case nil: (["a", "b"], "t1")
      case "t1": (["c"], "t2")
      default: (["d"], nil)
      }
    }
    var collected: [String] = []
    for try await page in pages { collected += page }
    #expect(collected == ["a", "b", "c", "d"])
  }

  @Test func aRepeatedTokenIsReportedInsteadOfLooping() async {
    let pages = PageTokenSequence<Int> { _ in ([1], "same") }
    await #expect(throws: AppError.decoding(path: "nextToken", reason: "the server repeated a page token")) {
      for try await _ in pages {}
    }
  }

  @Test func cancellationStopsPaging() async {
    let fetches = PageLog()
    let pages = PageNumberSequence<Int>(pageSize: 1) { page, _ in
      await fetches.append("\(page)")
      return [page]
    }
    let task = Task {
      for try await page in pages where page == [3] {
        withUnsafeCurrentTask { $0?.cancel() }
      }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await fetches.values.count == 3)
  }
}

actor PageLog {
  private(set) var values: [String] = []
  func append(_ value: String) { values.append(value) }
}
