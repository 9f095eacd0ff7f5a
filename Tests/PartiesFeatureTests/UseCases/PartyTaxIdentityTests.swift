import Foundation
import IndiaTax
import PartiesFeature
import SharedCore
import Testing

/// A party's GSTIN and state are checked against the registrations and states in force on the
/// book's today (2026-06-15); what was stored under earlier rules still loads.
@Suite struct PartyTaxIdentityTests {
  private func messages(_ edit: (inout PartyForm) -> Void) async throws -> [String: String] {
    let (book, _) = try PartyBookTests.book()
    var form = PartyForm()
    form.name = "Asha Traders"
    edit(&form)
    do {
      _ = try await book.create(form)
      return [:]
    } catch let AppError.validation(fields) {
      return Dictionary(fields.map { ($0.field, $0.message) }) { first, _ in first }
    }
  }

  /// The registrations GSTN issues besides the regular one are accepted: a UN body's UIN, a
  /// non-resident taxable person's, an online service provider's from abroad (state 99), a TDS
  /// deductor's (on a TAN), an e-commerce operator's (TCS) and a government department's.
  @Test(arguments: [
    "0717UNO00157UNO", "0721USA12345NRZ", "9917USA29001OSH", "27MUMA12345B1D5", "27AAPFU0939F1C6", "07DELA12345B1Z5",
  ])
  func everyKindOfRegistrationIsAccepted(gstin: String) async throws {
    #expect(try await messages { $0.gstin = gstin } == [:])
  }

  /// Daman and Diu (25) merged into 26 on 26 Jan 2020 and undivided Andhra Pradesh (28) is not a
  /// GST state: today neither is a state to bill to, and the message says which code to use.
  @Test(arguments: [("25", "26"), ("28", "37")])
  func aRetiredStateCodeIsRefusedTodayNamingItsSuccessor(code: String, successor: String) async throws {
    let message = try #require(try await messages { $0.billingState = code }["billingState"])
    #expect(message.contains(successor))
  }

  /// A GSTIN of Daman and Diu was replaced by one starting 26 on 1 Aug 2020.
  @Test func aDamanAndDiuGSTINIsRefusedToday() async throws {
    let message = try #require(try await messages { $0.gstin = "25AAPFU0939F1ZZ" }["gstin"])
    #expect(message.contains("26"))
  }

  /// A party saved with state 25 and a 25 GSTIN (before the merger) still loads.
  @Test func aPartyStoredBeforeTheMergerStillDecodes() throws {
    let daman = try GSTStateCode.known("25")
    let stored = Party(
      kind: .customer, name: "Old Daman Traders", gstin: try GSTIN("25AAPFU0939F1ZZ"),
      billingAddress: PartyAddress(city: "Daman", state: daman), placeOfSupply: daman)
    let json = try JSONEncoder().encode(stored)
    #expect(String(decoding: json, as: UTF8.self).contains(#""placeOfSupply":"25""#))
    let party = try JSONDecoder().decode(Party.self, from: json)
    #expect(party.billingAddress?.state?.code == "25")
    #expect(party.gstin?.value == "25AAPFU0939F1ZZ")
  }
}
