import Foundation

extension WalletTokenVerifier {
  /// Checks many tokens as of `now`, spread over the device's cores; one result per token, in the
  /// order given, each exactly what ``verify(_:at:)`` says of it.
  ///
  /// For a batch received at once (a bulk transfer, a sync of scanned tokens): signature checks are
  /// independent, so they run in parallel child tasks, each yielding now and then so that a long
  /// batch does not hold a thread of the cooperative pool.
  public func verify(
    batch tokens: [WalletOfflineToken], at now: Date
  ) async -> [Result<WalletVerifiedToken, WalletTokenRefusal>] {
    let workers = min(ProcessInfo.processInfo.activeProcessorCount, max(1, tokens.count / 32))
    let size = (tokens.count + max(workers, 1) - 1) / max(workers, 1)
    guard workers > 1 else { return await check(tokens[...], at: now) }
    return await withTaskGroup(of: (Int, [Result<WalletVerifiedToken, WalletTokenRefusal>]).self) { group in
      for start in stride(from: 0, to: tokens.count, by: size) {
        let slice = tokens[start..<min(start + size, tokens.count)]
        group.addTask { (start, await self.check(slice, at: now)) }
      }
      var parts: [(Int, [Result<WalletVerifiedToken, WalletTokenRefusal>])] = []
      for await part in group { parts.append(part) }
      return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
    }
  }

  private func check(
    _ tokens: ArraySlice<WalletOfflineToken>, at now: Date
  ) async -> [Result<WalletVerifiedToken, WalletTokenRefusal>] {
    var results: [Result<WalletVerifiedToken, WalletTokenRefusal>] = []
    results.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      if index % 64 == 63 { await Task.yield() }
      do {
        results.append(.success(try verify(token, at: now)))
      } catch {
        results.append(.failure(error))
      }
    }
    return results
  }
}
