import Foundation
import SharedCore

/// Recording, listing and importing expenses, offline first: every change is saved at once and
/// synced as the `expenses` record type.
///
/// ```swift
/// let book = try scope.resolve(ExpenseBook.self)
/// let saved = try await book.record(
///   Expense(date: today, category: "Electricity", amount: try Money("1840", currency: .inr), paymentMode: .upi))
/// let november = try await book.totals(ExpenseListQuery(dates: firstOfNovember...lastOfNovember))
/// ```
public struct ExpenseBook: Sendable {
  private let store: any SyncStore
  private let expenses: SyncCollection<Expense>
  private let customCategories: SyncCollection<ExpenseCategory>
  private let configuration: ReportsConfiguration

  /// The book over `store`, which must include ReportsFeature's record types.
  /// - Throws: `SyncCollectionError.typeNotInSchema` when it does not.
  public init(store: any SyncStore, configuration: ReportsConfiguration) throws {
    self.store = store
    self.configuration = configuration
    expenses = try SyncCollection(store: store)
    customCategories = try SyncCollection(store: store)
  }

  /// Saves a new expense after checking it.
  /// - Throws: ``ExpenseError`` naming the field at fault.
  /// - Returns: The expense as saved, with its id.
  public func record(_ expense: Expense) async throws -> Expense {
    try expense.validate(currency: configuration.currency)
    let saved = try await expenses.create(expense)
    var result = saved.value
    result.id = saved.id
    return result
  }

  /// Replaces the expense `id` with `expense` after checking it.
  /// - Throws: ``ExpenseError`` naming the field at fault, or ``ExpenseError/notFound(_:)``.
  public func update(_ id: String, to expense: Expense) async throws -> Expense {
    try expense.validate(currency: configuration.currency)
    guard try await expenses.record(id) != nil else { throw ExpenseError.notFound(id) }
    let saved = try await expenses.update(id, to: expense)
    var result = saved.value
    result.id = saved.id
    return result
  }

  /// Deletes the expense.
  public func delete(_ id: String) async throws {
    try await expenses.delete(id)
  }

  /// The expense with its receipt image, or `nil` when there is none.
  public func expense(_ id: String) async throws -> Expense? {
    guard let record = try await expenses.record(id) else { return nil }
    var expense = record.value
    expense.id = record.id
    return expense
  }

  /// One page of the expenses `query` selects, newest first.
  public func list(_ query: ExpenseListQuery = ExpenseListQuery()) async throws -> ExpenseListPage {
    try await store.read { db in try ExpenseQueries.page(query, in: db) }
  }

  /// What every expense `query` selects adds up to (its offset and limit aside).
  public func totals(_ query: ExpenseListQuery = ExpenseListQuery()) async throws -> ExpenseTotals {
    let currency = configuration.currency
    return try await store.read { db in try ExpenseQueries.totals(query, currency: currency, in: db) }
  }

  /// The categories to offer: the defaults, then those the user added and those used by synced
  /// expenses, each once (ignoring case), in that order.
  public func categories() async throws -> [String] {
    let stored = try await store.read { db in
      try db.query(
        """
        SELECT name FROM (SELECT name, 0 AS origin FROM reports_expense_categories
          UNION ALL SELECT DISTINCT category, 1 FROM reports_expenses) ORDER BY origin, name
        """
      ).map { try $0.value(String.self, named: "name") }
    }
    var seen: Set<String> = []
    return (configuration.defaultExpenseCategories + stored).filter { seen.insert($0.lowercased()).inserted }
  }

  /// Adds a category to every device's list; one already offered (ignoring case) is left as it is.
  /// - Throws: ``ExpenseError/invalidField(_:_:)`` for a blank name.
  public func addCategory(_ name: String) async throws {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw ExpenseError.invalidField("category", "A category needs a name.") }
    guard try await !categories().contains(where: { $0.caseInsensitiveCompare(trimmed) == .orderedSame }) else {
      return
    }
    _ = try await customCategories.create(ExpenseCategory(name: trimmed))
  }

  /// Imports the expenses of a CSV file (see ``ExpenseCSV``) in one transaction: the rows that are
  /// valid are saved, each other row is reported with its line and the field at fault.
  public func importCSV(_ data: Data) async throws -> ExpenseImportReport {
    let parsed = ExpenseCSV.read(data, currency: configuration.currency)
    let writes = try parsed.expenses.map { try expenses.creating($0.expense) }
    _ = try await expenses.commit(writes)
    return ExpenseImportReport(imported: parsed.expenses.count, errors: parsed.errors)
  }

  /// The expenses `query` selects (all pages) as CSV that spreadsheet programs open as it is: UTF-8
  /// with a byte-order mark, amounts as plain numbers, dates as `yyyy-mm-dd`.
  public func exportCSV(_ query: ExpenseListQuery = ExpenseListQuery()) async throws -> Data {
    var everything = query
    everything.offset = 0
    everything.limit = Int.max / 2
    let page = try await list(everything)
    return ExpenseCSV.write(page.items.map(\.expense))
  }
}
