/// An expense as a list shows it: everything but the receipt image, and whether it has one.
public struct ExpenseListItem: Sendable, Hashable, Identifiable {
  /// The expense, without its receipt image (read it with ``ExpenseBook/expense(_:)``).
  public var expense: Expense
  /// Whether a receipt image is attached.
  public var hasReceipt: Bool

  /// The expense's id.
  public var id: String { expense.id }
}
