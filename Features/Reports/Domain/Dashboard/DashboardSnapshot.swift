import SharedCore

/// Everything the dashboard shows for a period, exact to the paisa.
public struct DashboardSnapshot: Sendable, Hashable {
  /// The period the figures cover.
  public var period: ReportPeriod
  /// The day receivables, payables and the badge are judged on.
  public var today: CalendarDate
  /// Sales invoice value, taxes included, net of credit notes and plus debit notes.
  public var sales: Money
  /// The same, taxable value only.
  public var salesTaxable: Money
  /// Purchase bill value, taxes included, net of notes.
  public var purchases: Money
  /// The same, taxable value only.
  public var purchasesTaxable: Money
  /// Expenses paid, taxes included.
  public var expenses: Money
  /// Net sales less net purchases, both at taxable value.
  public var grossProfit: Money
  /// Gross profit less expenses (without the GST claimed back on them).
  public var netProfit: Money
  /// GST charged on sales, all heads and cess.
  public var gstCollected: Money
  /// GST on purchases and expenses that may be claimed as input tax credit.
  public var inputTaxCredit: Money
  /// Collected less credit: what is due in cash (negative when credit is left over).
  public var netGST: Money
  /// Cash received and paid.
  public var cash: Flow
  /// Money received into and paid from bank accounts (UPI, card, transfer, cheque).
  public var bank: Flow
  /// What customers owe today, by days past due.
  public var receivables: DashboardAgeing
  /// What the business owes vendors today, by days past due.
  public var payables: DashboardAgeing
  /// The products with the largest net sales in the period.
  public var topProducts: [DashboardRanking]
  /// The customers with the largest net sales in the period.
  public var topCustomers: [DashboardRanking]
  /// The vendors with the largest net purchases in the period.
  public var topVendors: [DashboardRanking]
  /// Spending by expense category in the period, largest first.
  public var expensesByCategory: [DashboardRanking]
  /// Products at or below their low-stock level today.
  public var lowStockCount: Int
  /// Sales, purchases and expenses per point of the chosen granularity.
  public var series: DashboardSeries
  /// What needs attention.
  public var badge: DashboardBadge

  /// Money in and out of one channel.
  public struct Flow: Sendable, Hashable {
    /// Received.
    public var received: Money
    /// Paid out.
    public var paid: Money
    /// A flow of `received` in and `paid` out.
    public init(received: Money, paid: Money) {
      self.received = received
      self.paid = paid
    }

    /// Received less paid.
    public var net: Money { Money(minorUnits: received.minorUnits - paid.minorUnits, currency: received.currency) }
  }
}
