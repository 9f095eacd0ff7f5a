extension ReportsProjection {
  /// The projection's tables. Amounts are integer minor units (exact sums in SQL); quantities are
  /// thousandths of a unit.
  static let schema = """
    DROP TABLE IF EXISTS reports_facts;
    DROP TABLE IF EXISTS reports_totals;
    DROP TABLE IF EXISTS reports_documents;
    DROP TABLE IF EXISTS reports_expenses;
    DROP TABLE IF EXISTS reports_expense_categories;
    DROP TABLE IF EXISTS reports_payments;
    DROP TABLE IF EXISTS reports_reversals;
    DROP TABLE IF EXISTS reports_parties;
    DROP TABLE IF EXISTS reports_products;
    DROP TABLE IF EXISTS reports_stock;
    DROP TABLE IF EXISTS reports_stock_levels;
    CREATE TABLE reports_facts (
      source_type TEXT NOT NULL, source_id TEXT NOT NULL, ordinal INTEGER NOT NULL, fact TEXT NOT NULL,
      PRIMARY KEY (source_type, source_id, ordinal)) WITHOUT ROWID;
    CREATE TABLE reports_totals (
      scope TEXT NOT NULL, key TEXT NOT NULL, period INTEGER NOT NULL, amount INTEGER NOT NULL,
      quantity INTEGER NOT NULL, entries INTEGER NOT NULL, PRIMARY KEY (scope, period, key)) WITHOUT ROWID;
    CREATE INDEX reports_totals_ranking ON reports_totals (scope, period, amount DESC, key);
    CREATE TABLE reports_documents (
      id TEXT PRIMARY KEY, kind TEXT NOT NULL, direction TEXT NOT NULL, number TEXT, day INTEGER NOT NULL,
      due_day INTEGER, cancelled INTEGER NOT NULL, party_id TEXT NOT NULL, total INTEGER NOT NULL,
      outstanding INTEGER NOT NULL, fact TEXT NOT NULL);
    CREATE INDEX reports_documents_day ON reports_documents (direction, day);
    CREATE INDEX reports_documents_open ON reports_documents (direction, due_day)
      WHERE outstanding <> 0 AND cancelled = 0;
    CREATE TABLE reports_expenses (
      id TEXT PRIMARY KEY, day INTEGER NOT NULL, category TEXT NOT NULL, mode TEXT NOT NULL, vendor_id TEXT,
      bill_number TEXT, amount INTEGER NOT NULL, taxable INTEGER NOT NULL, igst INTEGER NOT NULL,
      cgst INTEGER NOT NULL, sgst INTEGER NOT NULL, cess INTEGER NOT NULL, itc INTEGER NOT NULL,
      search TEXT NOT NULL, has_receipt INTEGER NOT NULL, fields TEXT NOT NULL);
    CREATE INDEX reports_expenses_day ON reports_expenses (day, id);
    CREATE INDEX reports_expenses_category ON reports_expenses (category, day);
    CREATE TABLE reports_expense_categories (id TEXT PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE reports_payments (
      id TEXT PRIMARY KEY, party_id TEXT, direction TEXT NOT NULL, channel TEXT NOT NULL, amount INTEGER NOT NULL,
      day INTEGER NOT NULL);
    CREATE INDEX reports_payments_day ON reports_payments (day);
    CREATE TABLE reports_reversals (id TEXT PRIMARY KEY, reverses TEXT NOT NULL, day INTEGER NOT NULL);
    CREATE INDEX reports_reversals_reverses ON reports_reversals (reverses);
    CREATE TABLE reports_parties (
      id TEXT PRIMARY KEY, name TEXT NOT NULL, gstin TEXT, state TEXT, merged_into TEXT);
    CREATE TABLE reports_products (
      id TEXT PRIMARY KEY, name TEXT NOT NULL, hsn TEXT, unit TEXT, tracks_stock INTEGER NOT NULL,
      threshold INTEGER, cost INTEGER);
    CREATE TABLE reports_stock (
      id TEXT PRIMARY KEY, product_id TEXT NOT NULL, day INTEGER NOT NULL, quantity INTEGER NOT NULL,
      unit_cost INTEGER, reason TEXT NOT NULL, reference TEXT);
    CREATE INDEX reports_stock_product ON reports_stock (product_id, day);
    CREATE TABLE reports_stock_levels (product_id TEXT PRIMARY KEY, on_hand INTEGER NOT NULL) WITHOUT ROWID;
    """
}
