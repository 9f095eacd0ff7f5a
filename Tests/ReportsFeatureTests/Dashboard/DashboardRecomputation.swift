import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore

/// The dashboard's figures computed again from nothing but a device's live records, the plain way:
/// every fact and expense summed in Swift. The property tests hold the projection's running totals
/// against it.
struct DashboardRecomputation: Equatable, CustomStringConvertible {
  var sales: Int64 = 0
  var salesTaxable: Int64 = 0
  var outputTax: Int64 = 0
  var purchases: Int64 = 0
  var purchasesTaxable: Int64 = 0
  var inputTaxCredit: Int64 = 0
  var expenses: Int64 = 0
  var cashIn: Int64 = 0
  var cashOut: Int64 = 0
  var bankIn: Int64 = 0
  var bankOut: Int64 = 0
  var receivables: [Int64] = []
  var payables: [Int64] = []
  var topProducts: [String] = []
  var topProductAmounts: [Int64] = []
  var topCustomers: [Int64] = []
  var lowStock = 0
  var monthlySales: [Int64] = []

  var description: String {
    "sales \(sales)/\(salesTaxable)/\(outputTax) purchases \(purchases)/\(purchasesTaxable) itc \(inputTaxCredit) "
      + "expenses \(expenses) cash \(cashIn)/\(cashOut) bank \(bankIn)/\(bankOut) receivables \(receivables) "
      + "payables \(payables) top \(topProducts) \(topProductAmounts) customers \(topCustomers) low \(lowStock) "
      + "months \(monthlySales)"
  }

  /// The figures a snapshot shows.
  init(_ snapshot: DashboardSnapshot) {
    sales = snapshot.sales.minorUnits
    salesTaxable = snapshot.salesTaxable.minorUnits
    outputTax = snapshot.gstCollected.minorUnits
    purchases = snapshot.purchases.minorUnits
    purchasesTaxable = snapshot.purchasesTaxable.minorUnits
    inputTaxCredit = snapshot.inputTaxCredit.minorUnits
    expenses = snapshot.expenses.minorUnits
    cashIn = snapshot.cash.received.minorUnits
    cashOut = snapshot.cash.paid.minorUnits
    bankIn = snapshot.bank.received.minorUnits
    bankOut = snapshot.bank.paid.minorUnits
    receivables = snapshot.receivables.buckets.map(\.amount.minorUnits)
    payables = snapshot.payables.buckets.map(\.amount.minorUnits)
    topProducts = snapshot.topProducts.map(\.id)
    topProductAmounts = snapshot.topProducts.map(\.amount.minorUnits)
    topCustomers = snapshot.topCustomers.map(\.amount.minorUnits)
    lowStock = snapshot.lowStockCount
    monthlySales = snapshot.series.points.map(\.sales.minorUnits)
  }

  /// The figures for `period` (a financial year, by month) recomputed from `facts` and `expenses`.
  init(facts: [ReportingFact], expenses: [Expense], period: ReportPeriod, today: CalendarDate) {
    func inPeriod(_ date: CalendarDate) -> Bool { period.dates.contains(date) }
    func month(_ date: CalendarDate) -> Int {
      (date.year * 12 + date.month) - (period.start.year * 12 + period.start.month)
    }
    monthlySales = Array(repeating: 0, count: 12)
    receivables = Array(repeating: 0, count: 5)
    payables = Array(repeating: 0, count: 5)
    var products: [String: Int64] = [:]
    var customers: [String: Int64] = [:]
    var payments: [String: ReportingPayment] = [:]
    var reversals: [ReportingReversal] = []
    var onHand: [String: Int64] = [:]
    var thresholds: [String: Int64] = [:]
    for fact in facts {
      switch fact {
      case .document(let document):
        guard document.number != nil, !document.isCancelled else { continue }
        if document.kind != .creditNote, document.outstanding.minorUnits != 0 {
          let due = (document.dueDate ?? document.date).dayNumber
          let late = today.dayNumber - due
          let bucket = late <= 0 ? 0 : late <= 30 ? 1 : late <= 60 ? 2 : late <= 90 ? 3 : 4
          if document.direction == .outward {
            receivables[bucket] += document.outstanding.minorUnits
          } else {
            payables[bucket] += document.outstanding.minorUnits
          }
        }
        guard inPeriod(document.date) else { continue }
        let sign: Int64 = document.kind == .creditNote ? -1 : 1
        let taxable = document.lines.reduce(Int64(0)) { $0 + $1.taxable.minorUnits }
        let tax = document.lines.reduce(Int64(0)) { $0 + $1.taxMinorUnits }
        if document.direction == .outward {
          sales += sign * document.total.minorUnits
          salesTaxable += sign * taxable
          outputTax += sign * tax
          monthlySales[month(document.date)] += sign * document.total.minorUnits
          customers[document.partyID, default: 0] += sign * document.total.minorUnits
          for line in document.lines {
            if let id = line.productID { products[id, default: 0] += sign * line.taxable.minorUnits }
          }
        } else {
          purchases += sign * document.total.minorUnits
          purchasesTaxable += sign * taxable
          if document.isInputTaxCreditEligible { inputTaxCredit += sign * tax }
        }
      case .payment(let payment): payments[payment.id] = payment
      case .reversal(let reversal): reversals.append(reversal)
      case .product(let product):
        if product.tracksStock, let threshold = product.lowStockThreshold {
          thresholds[product.id] = Self.thousandths(threshold)
        }
      case .stockMovement(let movement): onHand[movement.productID, default: 0] += Self.thousandths(movement.quantity)
      case .party: break
      }
    }
    func add(_ payment: ReportingPayment, _ amount: Int64) {
      switch (payment.direction, payment.channel) {
      case (.received, .cash): cashIn += amount
      case (.received, .bank): bankIn += amount
      case (.paid, .cash): cashOut += amount
      case (.paid, .bank): bankOut += amount
      }
    }
    for payment in payments.values where inPeriod(payment.date) { add(payment, payment.amount.minorUnits) }
    for reversal in reversals where inPeriod(reversal.date) {
      if let payment = payments[reversal.reverses] { add(payment, -payment.amount.minorUnits) }
    }
    for expense in expenses where inPeriod(expense.date) {
      self.expenses += expense.amount.minorUnits
      inputTaxCredit += expense.inputTaxCreditMinorUnits
      if expense.paymentMode == .cash {
        cashOut += expense.amount.minorUnits
      } else {
        bankOut += expense.amount.minorUnits
      }
    }
    let ranked = products.filter { $0.value != 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(5)
    topProducts = ranked.map(\.key)
    topProductAmounts = ranked.map(\.value)
    topCustomers = customers.filter { $0.value != 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(5).map(
      \.value)
    lowStock = thresholds.filter { (onHand[$0.key] ?? 0) <= $0.value }.count
  }

  private static func thousandths(_ quantity: Decimal) -> Int64 {
    NSDecimalNumber(decimal: (quantity * 1000).rounded(scale: 0)).int64Value
  }
}
