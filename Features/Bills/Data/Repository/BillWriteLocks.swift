import SharedCore

/// One write lock per device in the process: every ``SyncBillsRepository`` numbering for a device
/// (one per session scope, or one made by hand over the same store) takes the same lock, so two of
/// them never hand out the same number concurrently.
enum BillWriteLocks {
  private static let limiters = LockedValue<[String: ConcurrencyLimiter]>([:])

  /// The lock of `device`, made on first use.
  static func limiter(for device: String) -> ConcurrencyLimiter {
    limiters.withLock { limiters in
      if let limiter = limiters[device] { return limiter }
      let limiter = ConcurrencyLimiter(limit: 1)
      limiters[device] = limiter
      return limiter
    }
  }
}
