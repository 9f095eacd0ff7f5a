import SharedCore

/// What one ``BillReminderReconciler/reconcile()`` changed in the scheduler.
public struct BillReminderReconciliation: Sendable, Hashable {
  /// The notifications scheduled (missing, or changed since they were scheduled), soonest first.
  public var scheduled: [LocalNotification]
  /// The ids of the notifications cancelled (no longer wanted), in order.
  public var cancelled: [String]

  /// A reconciliation.
  public init(scheduled: [LocalNotification] = [], cancelled: [String] = []) {
    self.scheduled = scheduled
    self.cancelled = cancelled
  }

  /// Whether it changed nothing.
  public var isEmpty: Bool { scheduled.isEmpty && cancelled.isEmpty }
}
