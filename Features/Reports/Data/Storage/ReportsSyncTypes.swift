import SharedCore

/// The record types ReportsFeature keeps in sync.
public enum ReportsSyncTypes {
  /// Expenses: server wins a conflict, and the local side is kept as a conflict to review.
  public static let expenses = SyncRecordType(
    "expenses", path: ["v1", "sync", "expenses"], references: ["vendorId": "parties"])
  /// The expense categories the user added.
  public static let expenseCategories = SyncRecordType(
    "expense-categories", path: ["v1", "sync", "expense-categories"])

  /// Both types.
  public static let all = [expenses, expenseCategories]
}
