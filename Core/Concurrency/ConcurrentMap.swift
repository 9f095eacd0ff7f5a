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
        group.addTask {
          var results: [Result] = []
          results.reserveCapacity(slice.count)
          for element in slice {
            try Task.checkCancellation()
            results.append(try transform(element))
          }
          return (start, results)
        }
      }
      var parts: [(Int, [Result])] = []
      for try await part in group { parts.append(part) }
      return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
    }
  }
}
