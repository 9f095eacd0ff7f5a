import SharedCore

/// A read-only connection (`PRAGMA query_only`) beside a file database's writer, opened on first
/// use. A database that cannot be opened a second time (an exclusive lock, a read-only directory)
/// yields no connection, then or later. Not synchronised: its owner guards it.
struct SQLiteLazyConnection {
  private enum State {
    case unopened
    case open(SQLiteConnection)
    case unavailable
    case closed
  }

  private let configuration: SQLiteConfiguration
  private var state = State.unopened

  /// A connection to `configuration`'s file, not opened yet.
  init(configuration: SQLiteConfiguration) {
    self.configuration = configuration
  }

  /// Whether ``close()`` has been called.
  var isClosed: Bool {
    if case .closed = state { return true }
    return false
  }

  /// The connection, opened on the first call; `nil` if it could not be opened, or after
  /// ``close()``.
  mutating func connection() -> SQLiteConnection? {
    switch state {
    case .open(let connection): return connection
    case .unavailable, .closed: return nil
    case .unopened: break
    }
    guard let opened = SQLiteConnection.openReadOnly(configuration) else {
      state = .unavailable
      return nil
    }
    state = .open(opened)
    return opened
  }

  /// Closes the connection, if open; it never opens again.
  mutating func close() {
    if case .open(let connection) = state { connection.close() }
    state = .closed
  }
}
