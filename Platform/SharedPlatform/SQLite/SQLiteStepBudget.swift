import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// A limit on the SQLite work that one read or write off the database's queue may do, enforced by
/// a progress handler on its connection (https://sqlite.org/c3ref/progress_handler.html): a
/// statement that runs past ``steps`` virtual-machine steps is interrupted, and the read or write
/// declines so that its owner runs it again on the queue.
///
/// Not thread-safe: its owner (`SQLiteReader`, `SQLiteWriter`) uses it under its own lock, for one
/// read or write at a time.
final class SQLiteStepBudget {
  /// The virtual-machine steps between two checks of the budget.
  private static let stepsPerCheck: Int32 = 1_000
  /// The most virtual-machine steps one statement may take: an indexed lookup or a record's write
  /// takes a few hundred, and anything this long is better off on the database's queue.
  static let steps = 20_000

  /// Whether a spent budget also makes the connection refuse every later statement until
  /// ``stop()``: a write needs it, because SQLite rolls back the transaction of an interrupted
  /// write and a later statement would then commit on its own.
  private let refusesStatementsOnceSpent: Bool
  private var checksLeft = 0
  /// The connection being counted, between ``start(on:)`` and ``stop()``.
  private var connection: SQLiteConnection?

  init(refusingStatementsOnceSpent: Bool) {
    self.refusesStatementsOnceSpent = refusingStatementsOnceSpent
  }

  /// Whether the running read or write went past the budget and had a statement interrupted.
  var isSpent: Bool { checksLeft < 0 }

  /// Starts a full budget on `connection`.
  func start(on connection: SQLiteConnection) {
    checksLeft = Self.steps / Int(Self.stepsPerCheck)
    self.connection = connection
    let context = Unmanaged.passUnretained(self).toOpaque()
    sqlite3_progress_handler(connection.handle, Self.stepsPerCheck, interruptOverBudget, context)
  }

  /// Stops counting; the connection runs statements again without a limit.
  func stop() {
    guard let connection else { return }
    sqlite3_progress_handler(connection.handle, 0, nil, nil)
    connection.refusesStatements = false
    self.connection = nil
  }

  /// Counts one check; once the budget is spent, interrupts the statement.
  /// - Returns: Non-zero to interrupt.
  fileprivate func check() -> Int32 {
    checksLeft -= 1
    guard checksLeft < 0 else { return 0 }
    if refusesStatementsOnceSpent { connection?.refusesStatements = true }
    return 1
  }
}

/// The progress handler. `context` is the budget, which its owner keeps for as long as the handler
/// is installed.
private func interruptOverBudget(_ context: UnsafeMutableRawPointer?) -> Int32 {
  guard let context else { return 0 }
  return Unmanaged<SQLiteStepBudget>.fromOpaque(context).takeUnretainedValue().check()
}
