import SharedCore

/// An expense category the user added to the default list. Synced as the `expense-categories`
/// record type, so every device offers it.
public struct ExpenseCategory: SyncableRecord, Hashable {
  /// The category's name.
  public var name: String

  /// A category.
  public init(name: String) { self.name = name }

  /// The `expense-categories` record type.
  public static var syncType: SyncRecordType { ReportsSyncTypes.expenseCategories }
}
