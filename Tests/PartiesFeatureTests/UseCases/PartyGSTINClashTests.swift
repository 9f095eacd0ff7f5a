import Foundation
import IndiaTax
import PartiesFeature
import PartiesTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two devices of one business register the same GSTIN offline: the server keeps one party in use
/// per GSTIN, the other device sees its party refused for the clash and merges it into the holder
/// or corrects the GSTIN; a download that brings a clash is answered deterministically.
@Suite struct PartyGSTINClashTests {
  /// One device: its own store and book, syncing with `server`.
  struct Device {
    let store: SQLiteSyncStore
    let book: PartyBook
    let engine: SyncEngine

    init(_ server: InMemorySyncServer) throws {
      store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: SyncSchema(PartiesSyncTypes.all),
        projections: [PartiesProjection()])
      book = try PartyBook(store: store, now: { Date(timeIntervalSince1970: 1_781_500_000) })
      engine = SyncEngine(store: store, remote: server)
    }

    func customer(_ name: String, gstin: String) async throws -> PartyListItem {
      var form = PartiesSamples.ashaTraders
      form.name = name
      form.gstin = gstin
      return try await book.create(form)
    }

    func sync() async throws { try await engine.sync() }
  }

  static let gstin = "27AAPFU0939F1ZV"

  static func server(checking: Bool = true) throws -> InMemorySyncServer {
    InMemorySyncServer(
      schema: try SyncSchema(PartiesSyncTypes.all), uniqueValues: checking ? PartiesServerRules.uniqueValues : [:])
  }

  /// The second party with a GSTIN is refused and kept: listed as a clash naming the holder, and a
  /// GSTIN lookup answers the holder first. Before the server checked, both were taken.
  @Test func theSecondPartyWithAGSTINIsRefusedAndKeptAsAClash() async throws {
    let server = try Self.server()
    let shop = try Device(server)
    let office = try Device(server)
    _ = try await shop.customer("Zenith Traders", gstin: Self.gstin)
    let copy = try await office.customer("Asha Traders", gstin: Self.gstin)
    try await shop.sync()
    try await office.sync()

    let live = await server.liveRecords(of: PartiesSyncTypes.parties.name)
    #expect(live.count == 1)
    let holder = try #require(live.first?.key)
    #expect(try await office.book.party(copy.id)?.status == .rejected)
    #expect(
      try await office.book.gstinClashes() == [
        PartyGSTINClash(gstin: try GSTIN(Self.gstin), partyID: copy.id, holderID: holder, source: .refusedByServer)
      ])
    #expect(try await office.book.parties(withKey: .gstin(try GSTIN(Self.gstin))).map(\.id) == [holder, copy.id])
  }

  /// Merged into the holder, the refused party goes again (under a new key) as merged, which the
  /// server accepts; its invoice, held back meanwhile, follows and counts in the holder's account on
  /// every device.
  @Test func aRefusedPartyMergedIntoTheHolderBringsItsLedgerThere() async throws {
    let server = try Self.server()
    let shop = try Device(server)
    let office = try Device(server)
    let asha = try await shop.customer("Asha Traders", gstin: Self.gstin)
    let copy = try await office.customer("Asha Trdrs", gstin: Self.gstin)
    _ = try await office.book.recordDocument(
      for: copy.id, .salesInvoice, amount: PartiesSamples.rupees("1180"), on: PartyBookTests.today,
      reference: "INV-9")
    try await shop.sync()
    try await office.sync()
    let refusedKey = try #require(try await office.store.rejectedMutations().first?.idempotencyKey)
    let holder = try #require(try await shop.book.party(asha.id)).id

    _ = try await office.book.merge(copy.id, into: holder)
    #expect(try await office.store.pendingMutations().first?.idempotencyKey != refusedKey)
    #expect(try await office.book.gstinClashes() == [])
    try await office.sync()
    try await shop.sync()

    let merged = await server.liveRecords(of: PartiesSyncTypes.parties.name).values.filter {
      $0.fields["mergedInto"] == .string(holder)
    }
    #expect(merged.count == 1)
    #expect(await server.liveRecords(of: PartiesSyncTypes.ledgerEntries.name).count == 1)
    // Asha's ₹500 brought forward, the copy's ₹500 and its invoice.
    #expect(try await shop.book.ledger(for: holder).balance() == 500 + 500 + 1180)
    #expect(try await shop.book.gstinClashes() == [])
  }

  /// With its GSTIN corrected, the refused party is accepted.
  @Test func aRefusedPartyWithItsGSTINCorrectedIsAccepted() async throws {
    let server = try Self.server()
    let shop = try Device(server)
    let office = try Device(server)
    _ = try await shop.customer("Asha Traders", gstin: Self.gstin)
    let bala = try await office.customer("Bala Stores", gstin: Self.gstin)
    try await shop.sync()
    try await office.sync()

    var form = PartiesSamples.ashaTraders
    form.name = "Bala Stores"
    form.gstin = "29AAGCB1286Q1Z0"
    form.billingState = "29"
    _ = try await office.book.update(bala.id, with: form)
    try await office.sync()
    #expect(await server.liveRecords(of: PartiesSyncTypes.parties.name).count == 2)
    #expect(try await office.book.gstinClashes() == [])
    #expect(try await office.store.rejectedMutations() == [])
  }

  /// From a server that did not check, both devices hold two parties in use with one GSTIN: they
  /// answer the same one first and list the same clash, an import row with the GSTIN updates the
  /// holder, either can still be edited, and a merge resolves it everywhere.
  @Test func partiesFromAServerThatDidNotCheckAreResolvedAlikeOnEveryDevice() async throws {
    let server = try Self.server(checking: false)
    let shop = try Device(server)
    let office = try Device(server)
    _ = try await shop.customer("Zenith Traders", gstin: Self.gstin)
    try await shop.sync()
    _ = try await office.customer("Asha Traders", gstin: Self.gstin)
    try await office.sync()
    try await shop.sync()

    let key = PartyKey.gstin(try GSTIN(Self.gstin))
    let answers = [
      try await shop.book.parties(withKey: key).map(\.id), try await office.book.parties(withKey: key).map(\.id),
    ]
    #expect(answers[0].count == 2)
    #expect(answers[0] == answers[1])
    let clashes = try await shop.book.gstinClashes()
    #expect(clashes == (try await office.book.gstinClashes()))
    let clash = try #require(clashes.first)
    #expect(clashes.count == 1)
    #expect(clash.source == .onDevice)
    #expect(clash.holderID == answers[0][0])

    // A spreadsheet row with the GSTIN updates the holder.
    let csv = Data("Party Name,Type,GST Number\r\nZenith Traders (imported),customer,\(Self.gstin)\r\n".utf8)
    #expect(try await shop.book.importCSVReport(csv).updated == 1)
    #expect(try await shop.book.party(clash.holderID)?.party.name == "Zenith Traders (imported)")

    var form = PartiesSamples.ashaTraders
    form.name = "Asha Traders (Pune)"
    #expect(try await office.book.update(clash.partyID, with: form).party.name == "Asha Traders (Pune)")
    _ = try await office.book.merge(clash.partyID, into: clash.holderID)
    try await office.sync()
    try await shop.sync()
    #expect(try await shop.book.gstinClashes() == [])
    #expect(try await shop.book.parties(withKey: key).first?.id == clash.holderID)
  }
}
