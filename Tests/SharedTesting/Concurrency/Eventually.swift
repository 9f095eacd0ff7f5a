/// Whether `condition` holds before `deadline` passes, checking every 20 ms: for events that follow a
/// change asynchronously. Give a deadline far above the normal time: only a change that never comes
/// runs into it.
public func eventually(
  within deadline: Duration = .seconds(60), _ condition: @Sendable () async throws -> Bool
) async rethrows -> Bool {
  let end = ContinuousClock.now + deadline
  while ContinuousClock.now < end {
    if try await condition() { return true }
    try? await Task.sleep(for: .milliseconds(20))
  }
  return try await condition()
}
