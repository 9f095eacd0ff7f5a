import Foundation
import SharedCore
import Testing
import WalletFeature

@Suite("Wallet amounts: exact, and refused when too precise")
struct WalletAmountPrecisionTests {
  private struct Case: Sendable, CustomStringConvertible {
    let json: String
    let currency: Currency
    let minorUnits: Int64?
    let path: String?
    var description: String { json }
  }

  private static let pending: [Case] = [
    Case(json: #"{"amount": 15, "transactionCount": 1}"#, currency: .inr, minorUnits: 1_500, path: nil),
    Case(json: #"{"amount": 15.5, "transactionCount": 1}"#, currency: .inr, minorUnits: 1_550, path: nil),
    Case(json: #"{"amount": 15.50, "transactionCount": 1}"#, currency: .inr, minorUnits: 1_550, path: nil),
    Case(json: #"{"amount": 0.07, "transactionCount": 1}"#, currency: .inr, minorUnits: 7, path: nil),
    Case(json: #"{"amount": "19.99", "transactionCount": 1}"#, currency: .inr, minorUnits: 1_999, path: nil),
    Case(json: #"{"amount": 1.5e1, "transactionCount": 1}"#, currency: .inr, minorUnits: 1_500, path: nil),
    Case(
      json: #"{"amount": 92233720368547758.07, "transactionCount": 1}"#, currency: .inr,
      minorUnits: Int64.max, path: nil),
    Case(
      json: #"{"amount": 1.234, "transactionCount": 1}"#, currency: Currency.iso("KWD") ?? .inr, minorUnits: 1_234,
      path: nil),
    Case(json: #"{"amount": 10.005, "transactionCount": 1}"#, currency: .inr, minorUnits: nil, path: "amount"),
    Case(
      json: #"{"amount": 0.1000000000000000055511151231257827, "transactionCount": 1}"#, currency: .inr,
      minorUnits: nil, path: "amount"),
    Case(
      json: #"{"amount": 1.5, "transactionCount": 1}"#, currency: Currency.iso("JPY") ?? .inr, minorUnits: nil,
      path: "amount"),
    Case(json: #"{"amount": "12abc", "transactionCount": 1}"#, currency: .inr, minorUnits: nil, path: "amount"),
    Case(
      json: #"{"amount": 92233720368547758.08, "transactionCount": 1}"#, currency: .inr, minorUnits: nil,
      path: "amount"),
    Case(json: #"{"amount": true, "transactionCount": 1}"#, currency: .inr, minorUnits: nil, path: "amount"),
  ]

  @Test("pending amounts: exact values and refusals", arguments: pending)
  private func pendingAmount(_ item: Case) throws {
    let decoder = WalletCoding.makeDecoder(currency: item.currency)
    do {
      let balance = try decoder.decode(WalletPendingBalance.self, from: Data(item.json.utf8))
      #expect(balance.amount.minorUnits == item.minorUnits)
      #expect(balance.amount.currency == item.currency)
    } catch {
      guard case .decoding(let path, _) = AppError(error) else {
        Issue.record("not a decoding error: \(error)"); return
      }
      #expect(item.minorUnits == nil, "unexpected refusal: \(error)")
      #expect(path == item.path)
    }
  }

  @Test("a nested refusal names the whole field path and the currency's digits")
  func nestedPath() throws {
    var text = String(decoding: try Fixtures.data("models/balance.json"), as: UTF8.self)
    text = text.replacingOccurrences(of: #""amount": 200.5,"#, with: #""amount": 200.555,"#)
    let error = #expect(throws: DecodingError.self) {
      try WalletCoding.makeDecoder(currency: .inr).decode(WalletBalance.self, from: Data(text.utf8))
    }
    guard let error, case .decoding(let path, let reason) = AppError(error) else { return }
    #expect(path == "balances.offline.amount")
    #expect(reason.contains("200.555 has 3 fraction digits; INR allows 2"))
  }

  @Test("a transaction inside a page names its index")
  func indexedPath() throws {
    var text = String(decoding: try Fixtures.data("models/transaction-sync.json"), as: UTF8.self)
    text = text.replacingOccurrences(of: #""amount": 0.01,"#, with: #""amount": 0.001,"#)
    let error = #expect(throws: DecodingError.self) {
      try WalletCoding.makeDecoder(currency: .inr).decode(WalletTransactionSyncPage.self, from: Data(text.utf8))
    }
    guard let error, case .decoding(let path, _) = AppError(error) else { return }
    #expect(path == "transactions[1].amount")
  }

  @Test("the blockchain balance uses its own currency's digits")
  func ownCurrency() throws {
    let json = #"{"amount": 12.345, "currency": "KWD", "lastUpdated": "2026-11-20T09:30:00Z"}"#
    let balance = try WalletCoding.makeDecoder(currency: .inr).decode(
      WalletBlockchainBalance.self, from: Data(json.utf8))
    #expect(balance.amount.minorUnits == 12_345)
    #expect(balance.currency.code == "KWD")
  }

  @Test("a decoder without a wallet currency refuses rather than guess")
  func currencyRequired() throws {
    #expect(throws: DecodingError.self) {
      try JSONCoders.makeDecoder().decode(
        WalletPendingBalance.self, from: Data(#"{"amount":1,"transactionCount":0}"#.utf8))
    }
  }
}
