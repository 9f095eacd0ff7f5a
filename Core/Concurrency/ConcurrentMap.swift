import Foundation

extension Array where Element: Sendable {
  /// `transform` applied to every element, in chunks spread over the device's cores; the results
  /// in the elements' order.
  ///
  /// For bulk work whose elements are independent (encoding thousands of records before one
  /// transaction). Below `2 × minimumChunk` elements, or on one core, it maps in place. Each chunk
  /// runs in a child task that checks for cancellation between elements; the first error thrown
  /// cancels the other chunks and is rethrown.
  package func concurrentMap<Result: Sendable>(
    minimumChunk: Int = 512, _ transform: @escaping @Sendable (Element) throws -> Result
  ) async throws -> [Result] {
    let workers = Swift.min(ProcessInfo.processInfo.activeProcessorCount, count / Swift.max(1, minimumChunk))
    guard workers > 1 else { return try map(transform) }
    let size = (count + workers - 1) / workers
    return try await withThrowingTaskGroup(of: (Int, [Result]).self) { group in
      for start in stride(from: 0, to: count, by: size) {
        let slice = self[start..<Swift.min(start + size, count)]
        group.addTask { (start, try Self.mapChunk(slice, transform)) }
      }
      var parts: [(Int, [Result])] = []
      for try await part in group { parts.append(part) }
      return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
    }
  }
}

extension Array where Element: Sendable {
  /// `transform` applied to every element on the device's cores, `chunkSize` elements per child
  /// task, each chunk's results handed to `consume` in the elements' order, on the calling task,
  /// while later chunks are still being mapped.
  ///
  /// For a pipeline whose first stage treats each element on its own and whose second must see the
  /// elements in order (checking the rows of a file, then each against the rows above it). At most
  /// twice as many chunks as there are cores are mapped ahead of `consume`, so memory stays bounded
  /// however long the array. A chunk's task checks for cancellation between elements; the first error,
  /// of `transform` or of `consume`, cancels the chunks still running and is rethrown.
  package func concurrentMap<Result: Sendable>(
    chunkSize: Int, _ transform: @escaping @Sendable (Element) throws -> Result,
    consumingInOrder consume: ([Result]) async throws -> Void
  ) async throws {
    let size = Swift.max(1, chunkSize)
    let chunks = (count + size - 1) / size
    let ahead = 2 * Swift.max(1, ProcessInfo.processInfo.activeProcessorCount)
    try await withThrowingTaskGroup(of: (Int, [Result]).self) { group in
      var started = 0
      func startNextChunk() {
        let index = started
        let slice = self[index * size..<Swift.min((index + 1) * size, count)]
        group.addTask { (index, try Self.mapChunk(slice, transform)) }
        started += 1
      }
      while started < Swift.min(ahead, chunks) { startNextChunk() }
      // Chunks finish in any order; those ahead of the next one due wait here.
      var finished: [Int: [Result]] = [:]
      for consumed in 0..<chunks {
        // Chunk `consumed` was started before any later one, so the group yields it.
        while finished[consumed] == nil, let (index, results) = try await group.next() { finished[index] = results }
        try await consume(finished.removeValue(forKey: consumed) ?? [])
        if started < chunks { startNextChunk() }
      }
    }
  }
}

extension Array where Element: Sendable {
  /// `transform` applied to the elements of one chunk, in a child task, which checks for
  /// cancellation before each element.
  fileprivate static func mapChunk<Result>(
    _ chunk: ArraySlice<Element>, _ transform: (Element) throws -> Result
  ) throws -> [Result] {
    var results: [Result] = []
    results.reserveCapacity(chunk.count)
    for element in chunk {
      try Task.checkCancellation()
      results.append(try transform(element))
    }
    return results
  }
}
