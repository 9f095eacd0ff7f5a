/// Whether `operation` finishes, returning or throwing, before `deadline` passes; if it does not, it
/// is cancelled and the answer is `false`.
///
/// For proving that something is *not* blocked (a writer of another store, a request on another
/// connection) without asserting how long it takes: give a deadline far above its normal time, so
/// only a real wait, never a loaded machine, runs into it.
///
/// ```swift
/// #expect(await completes(within: .seconds(60)) { try await other.adjustStock(salt, sale) })
/// ```
public func completes(
  within deadline: Duration, _ operation: @escaping @Sendable () async throws -> some Sendable
) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      _ = try? await operation()
      return !Task.isCancelled
    }
    group.addTask {
      try? await Task.sleep(for: deadline)
      return false
    }
    let first = await group.next() ?? false
    group.cancelAll()
    return first
  }
}
