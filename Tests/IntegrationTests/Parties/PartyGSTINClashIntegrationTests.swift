import Foundation
import IndiaTax
import PartiesFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two devices of one business register the same GSTIN offline, over real HTTP against the reference
/// server: one party in use per GSTIN is kept, the other is refused with `UNIQUE_CONFLICT` and merged
/// into the holder or corrected; duplicates a server that did not check let through are answered
/// alike on both devices and merged away.
@Suite(.referenceServer) struct PartyGSTINClashIntegrationTests {
  /// One device of the business `account`.
  struct Device {
    let store: SQLiteSyncStore
    let book: PartyBook
    let engine: SyncEngine

    init(account: String) async throws {
      let server = try #require(SuiteServer.current)
      store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: SyncSchema(PartiesSyncTypes.all),
        projections: [PartiesProjection()])
      book = try PartyBook(store: store)
      engine = SyncEngine(store: store, remote: try await server.syncRemote(username: account))
    }

    func customer(_ name: String, gstin: String, state: String = "27") async throws -> PartyListItem {
      var form = PartyForm()
      form.name = name
      form.gstin = gstin
      form.billingState = state
      return try await book.create(form)
    }

    func sync() async throws { try await engine.sync() }
  }

  static let asha = "27AAPFU0939F1ZV"
  static let bala = "29AAGCB1286Q1Z0"

  static func serverParties(_ account: String) async throws -> [SyncServerRecord] {
    try await #require(SuiteServer.current).syncRecords("parties", account: account).filter { !$0.deleted }
  }

  /// Both devices register two businesses: the office merges one refused party into its holder (its
  /// invoice then counts in the holder's account on both devices) and corrects the other's GSTIN.
  /// Before the server checked, it kept two parties in use per GSTIN.
  @Test func sameGSTINsAreRefusedThenMergedOrCorrected() async throws {
    let account = "clash-gstin"
    let shop = try await Device(account: account)
    let office = try await Device(account: account)
    let asha = try await shop.customer("Asha Traders", gstin: Self.asha)
    let bala = try await shop.customer("Bala Stores", gstin: Self.bala, state: "29")
    let copy = try await office.customer("Asha Trdrs", gstin: Self.asha)
    let wrong = try await office.customer("Balaji Agencies", gstin: Self.bala, state: "29")
    let invoice = try await office.book.recordDocument(
      for: copy.id, .salesInvoice, amount: try Money("1180", currency: .inr), on: CalendarDate(Date(), in: .current),
      reference: "INV-1")
    try await shop.sync()
    try await office.sync()

    #expect(try await Self.serverParties(account).count == 2)
    let ashaID = try #require(try await shop.book.party(asha.id)).id
    let balaID = try #require(try await shop.book.party(bala.id)).id
    #expect(
      try await office.book.gstinClashes() == [
        PartyGSTINClash(gstin: try GSTIN(Self.asha), partyID: copy.id, holderID: ashaID, source: .refusedByServer),
        PartyGSTINClash(gstin: try GSTIN(Self.bala), partyID: wrong.id, holderID: balaID, source: .refusedByServer),
      ])
    #expect(try await office.book.party(copy.id)?.status == .rejected)
    #expect(try await office.book.parties(withKey: .gstin(try GSTIN(Self.asha))).map(\.id) == [ashaID, copy.id])

    _ = try await office.book.merge(copy.id, into: ashaID)
    var form = PartyForm()
    form.name = "Balaji Agencies"
    form.gstin = "29AAGCB1286Q2ZZ"
    form.billingState = "29"
    _ = try await office.book.update(wrong.id, with: form)
    try await office.sync()
    try await shop.sync()

    let parties = try await Self.serverParties(account)
    #expect(parties.count == 4)
    #expect(parties.filter { $0.fields["mergedInto"] == .string(ashaID) }.count == 1)
    #expect(try await shop.book.ledger(for: ashaID).entries.map(\.reference) == [invoice.entry.reference])
    #expect(try await shop.book.ledger(for: ashaID).balance() == 1180)
    #expect(try await shop.book.gstinClashes() == [])
    #expect(try await office.book.gstinClashes() == [])
  }

  /// Duplicates a server that did not check let through (seeded here): both devices answer the same
  /// party first and list the same clash; merged on one device, it is resolved on both.
  @Test func duplicatesFromAServerThatDidNotCheckAreAnsweredAlikeAndMerged() async throws {
    let account = "clash-gstin-legacy"
    let server = try #require(SuiteServer.current)
    let shop = try await Device(account: account)
    let office = try await Device(account: account)
    let asha = try await shop.customer("Zenith Traders", gstin: Self.asha)
    try await shop.sync()
    var fields = try #require(try await Self.serverParties(account).first).fields
    fields["name"] = "Asha Traders"
    let duplicate = try await server.seedSync("parties", account: account, fields: fields)
    try await shop.sync()
    try await office.sync()

    let ashaID = try #require(try await shop.book.party(asha.id)).id
    let key = PartyKey.gstin(try GSTIN(Self.asha))
    #expect(try await shop.book.parties(withKey: key).map(\.id) == [ashaID, duplicate])
    #expect(try await office.book.parties(withKey: key).map(\.id) == [ashaID, duplicate])
    let expected = [
      PartyGSTINClash(gstin: try GSTIN(Self.asha), partyID: duplicate, holderID: ashaID, source: .onDevice)
    ]
    #expect(try await shop.book.gstinClashes() == expected)
    #expect(try await office.book.gstinClashes() == expected)
    var form = PartyForm()
    form.name = "Zenith Traders, Pune"
    form.gstin = Self.asha
    form.billingState = "27"
    #expect(try await office.book.update(ashaID, with: form).party.name == "Zenith Traders, Pune")

    _ = try await office.book.merge(duplicate, into: ashaID)
    try await office.sync()
    try await shop.sync()
    #expect(try await shop.book.gstinClashes() == [])
    #expect(try await shop.book.parties(withKey: key).map(\.id) == [ashaID, duplicate])
    #expect(try await shop.book.parties(withKey: key).last?.survivorID == ashaID)
  }
}
