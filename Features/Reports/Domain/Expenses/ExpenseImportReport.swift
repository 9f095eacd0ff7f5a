/// What an expense import did: how many rows it saved, and why each other row was not.
public struct ExpenseImportReport: Sendable, Hashable {
  /// How many expenses were saved.
  public var imported: Int
  /// One error per row that was not saved, in file order.
  public var errors: [ExpenseImportError]
}
