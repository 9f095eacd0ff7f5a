import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import ShopTesting
import Testing

extension ShopDay {
  /// Checks stock, money, documents and numbers on both tills against each other and the count.
  func check() async throws {
    for till in shop.tills {
      try await checkStock(on: till)
      for customer in shop.customers {
        let balance = try await till.balance(try #require(try await till.book.party(customer)))
        #expect(balance == owed[customer, default: 0], "\(till.today): \(customer)'s balance")
      }
      var numbers: [String] = []
      for (id, _) in documents {
        let item = try #require(try await till.bills.document(id))
        checkTotals(of: item)
        if let number = item.document.number { numbers.append(number) }
      }
      #expect(Set(numbers).count == numbers.count, "numbers repeat: \(numbers.sorted())")
    }
    try await checkNumbersFollowTheBlocks()
  }

  private func checkStock(on till: ShopTestbed) async throws {
    for productID in [shop.rice, shop.tee, shop.syrup, shop.phone, shop.kurta] {
      let item = try #require(try await till.catalog.product(productID))
      let ledger = try await till.catalog.ledger(productID)
      let counted = stock[productID, default: [:]]
      #expect(item.onHand == ledger.onHand(), "\(item.product.name): listed \(item.onHand), ledger \(ledger.onHand())")
      #expect(ledger.onHand() == counted.values.reduce(0, +), "\(item.product.name) against the business's count")
      for variant in item.product.variants {
        let onHand = ledger.onHand(variantId: variant.id)
        #expect(onHand == counted[variant.id, default: 0], "\(item.product.name) \(variant.title)")
        #expect(onHand >= 0)
      }
      #expect(ledger.onHand() >= 0, "\(item.product.name) below zero")
      if item.product.tracksBatches {
        let batches = ledger.onHandByBatch()
        #expect(batches.values.allSatisfy { $0 >= 0 }, "\(item.product.name) batches \(batches)")
        #expect(batches.values.reduce(0, +) == ledger.onHand(), "\(item.product.name) batches add up")
      }
      if item.product.tracksSerials {
        #expect(Decimal(ledger.serialsInStock.count) == ledger.onHand(), "\(item.product.name) serials")
      }
    }
  }

  /// The engine's identities on an issued document's totals.
  private func checkTotals(of item: BillListItem) {
    let totals = item.totals
    let name = item.document.number ?? item.id
    #expect(totals.taxInclusiveAmount == totals.taxExclusiveAmount + totals.taxAmount, "\(name)")
    #expect(totals.payableAmount == totals.taxInclusiveAmount - totals.prepaidAmount + totals.roundingAmount, "\(name)")
    #expect(totals.sumOfLineNetAmounts == totals.lines.reduce(0) { $0 + $1.netAmount }, "\(name)")
    #expect(totals.cgstAmount == totals.sgstAmount, "\(name): intra-state CGST and SGST")
    for amount in [totals.payableAmount, totals.taxAmount, totals.cgstAmount] {
      var scaled = amount * 100
      var whole = Decimal()
      NSDecimalRound(&whole, &scaled, 0, .plain)
      #expect(whole == scaled, "\(name): \(amount) is not whole paise")
    }
  }

  /// Each till's numbers of a series are the first ones of the blocks the server gave it, in order.
  private func checkNumbersFollowTheBlocks() async throws {
    let blocks = Array(await shop.tills[0].server.sync.liveRecords(of: BillsSyncTypes.numberBlocks.name).values)
    let years = Set(
      blocks.compactMap { record -> Int64? in
        guard case .int(let year) = record.fields["financialYear"] else { return nil }
        return year
      })
    for till in shop.tills {
      for kind in [BillDocumentKind.salesInvoice, .creditNote, .purchaseBill] {
        for year in years { try await checkNumbers(of: kind, year: year, on: till, blocks: blocks) }
      }
    }
  }

  /// `till`'s numbers of `kind` in the financial year starting in `year` are the first ones of its
  /// blocks of that series, in order.
  private func checkNumbers(
    of kind: BillDocumentKind, year: Int64, on till: ShopTestbed, blocks: [SyncServerRecord]
  ) async throws {
    let granted = blocks.filter {
      $0.fields["device"] == .string(till.device) && $0.fields["kind"] == .string(kind.rawValue)
        && $0.fields["financialYear"] == .int(year)
    }.compactMap { record -> ClosedRange<Int>? in
      guard case .int(let first) = record.fields["first"], case .int(let last) = record.fields["last"] else {
        return nil
      }
      return Int(first)...Int(last)
    }.sorted { $0.lowerBound < $1.lowerBound }
    var used: [Int] = []
    for (id, documentKind) in documents where documentKind == kind {
      guard let item = try await till.bills.document(id), let number = item.document.number,
        let financialYear = try? BillFinancialYear(containing: item.document.issueDate),
        Int64(financialYear.startYear) == year, let sequence = Int(number.split(separator: "/").last ?? "")
      else { continue }
      used.append(sequence)
    }
    let available = granted.flatMap { Array($0) }
    let mine = Set(used).intersection(available)
    #expect(
      Array(available.prefix(mine.count)) == mine.sorted(), "\(till.device) \(kind) \(year): gap in \(mine.sorted())")
  }
}
