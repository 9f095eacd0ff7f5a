import Foundation
import IndiaTax
import PartiesFeature
import PartiesTesting
import SharedCore
import Testing

/// CSV import and export of parties: dialects, per-row errors, re-import matching, progress, a
/// stopped import, and the round trip.
@Suite struct PartyImportTests {
  private func book() throws -> PartyBook { try PartyBookTests.book().0 }

  /// Valid rows import whatever the dialect (BOM, CRLF, quotes, aliases in any case, Indian
  /// grouping); bad rows are reported with line, column and reason (a GSTIN with the failing part);
  /// a re-imported party, by GSTIN or by name and phone, is updated instead of duplicated.
  @Test func importsGoodRowsAndReportsBadOnes() async throws {
    let csv =
      "\u{FEFF}Party Name,Type,GST Number,Mobile,Address,City,State,Opening Balance,Dr/Cr,As Of,credit limit,"
      + "CREDIT DAYS\r\n"
      + "\"Asha Traders, Pune\",customer,27AAPFU0939F1ZV,+91 98765 43210,\"12, MG Road\",Pune,27,\"1,23,456.50\",Dr,"
      + "2026-04-01,\"5,00,000\",30\r\n"
      + "Bala Supplies,Supplier,,9123456780,,,29,700,Cr,2026-04-01,,\r\n"
      + "Bad Check,customer,27AAPFU0939F1ZX,,,,,,,,,\r\n"
      + "Bad State,customer,99AAPFU0939F1ZV,,,,,,,,,\r\n"
      + "Bad PAN,customer,27AAP1U0939F1ZV,,,,,,,,,\r\n"
      + ",customer,,12345,,,,,,,,\r\n"
      + "Odd Kind,partner,,,,,,10,,,,\r\n"
      + "Broken \"quote\",customer,,,,,,,,,,\r\n"
      + "Short,row\r\n"
      + "Asha Traders (Pune),both,27aapfu0939f1zv,,,,,,,,,45\r\n"
      + "Bala Supplies,vendor,,+91-91234-56780,\"Plot 4\r\nPeenya\",Bengaluru,29,800,payable,2026-04-01,,\r\n"
    let book = try book()
    let report = try await book.importCSVReport(Data(csv.utf8))
    #expect(report.rows == 11)
    #expect((report.created, report.updated) == (2, 2))
    #expect(
      report.errors.map(\.description) == [
        "line 4, column 3 (GST Number): The check character is \"X\" but the other characters call for \"V\"; "
          + "look for a typo.",
        "line 5, column 3 (GST Number): State code 99 (Centre Jurisdiction) belongs to OIDAR registrations only, "
          + "not to a regular registration.",
        "line 6, column 3 (GST Number): The PAN inside the GSTIN is wrong: Character 4 of a PAN must be a letter, "
          + "not \"1\".",
        "line 7, column 1 (Party Name): Name is required.",
        "line 7, column 4 (Mobile): A mobile number has 10 digits, not 5.",
        "line 8, column 2 (Type): \"partner\" is not customer, vendor or both.",
        "line 8, column 10 (As Of): An opening balance needs its date.",
        "line 9, column 1: A \" appears inside a field that is not quoted.",
        "line 10, column 3: The record has 2 fields; the header has 12.",
      ])
    let parties = try await book.list().map(\.party)
    #expect(parties.map(\.name) == ["Asha Traders (Pune)", "Bala Supplies"])
    let asha = parties[0]
    #expect((asha.kind, asha.gstin?.value, asha.paymentTermsDays) == (.both, "27AAPFU0939F1ZV", 45))
    #expect(asha.phones.isEmpty && asha.openingBalance == nil, "empty cells clear")
    let bala = parties[1]
    #expect(bala.kind == .vendor)
    #expect(bala.openingBalance?.amount.formattedAmount == "800.00")
    #expect(bala.openingBalance?.side == .payable)
    #expect(bala.billingAddress?.lines == ["Plot 4", "Peenya"])
    #expect(try await book.ledger(for: bala.id).balance() == -800)
    #expect(try await book.store.pendingMutations().map(\.operation) == [.create, .create])
  }

  /// Nasty files, one dialect or fault each: what is imported and what is reported.
  @Test(arguments: [
    ("\u{FEFF}name,notes\r\nAsha,\"a, b\"\r\n", ["Asha"], [String]()),
    ("NAME ,  Notes\rAsha,\"line 1\r\nline 2\"\rBala,\n", ["Asha", "Bala"], []),
    ("name,gstin\n\n\nAsha,27AAPFU0939F1ZV\n\n", ["Asha"], []),
    ("name;gstin\nAsha;x\n", [], ["line 2, column 2 (gstin): "]),  // semicolons are read as the delimiter
    ("name,notes\nAsha,\"never closed\n", [], ["line 2, column 2: A quoted field is never closed."]),
    (
      "name,notes\nAsha,\"ok\"tail\nBala,fine\n", ["Bala"],
      ["line 2, column 2: Text follows the closing \" of a quoted field."]
    ),
    (
      "name,gstin\nAsha,27AAPFU0939F1Z\nBala,02AMBPG7773M002\n", [],
      [
        "line 2, column 2 (gstin): A GSTIN has 15 characters, not 14.",
        "line 3, column 2 (gstin): The entity number (character 13) cannot be 0.",
      ]
    ),
    ("Party Name,GST No\nAsha,27AAPFU0939F1ZV\nAsha Two,27AAPFU0939F1ZV\n", ["Asha Two"], []),
  ])
  func nastyFiles(csv: String, imported: [String], errors: [String]) async throws {
    let book = try book()
    let report = try await book.importCSVReport(Data(csv.utf8))
    #expect(
      zip(report.errors, errors).allSatisfy { $0.description.hasPrefix($1) } && report.errors.count == errors.count)
    #expect(try await book.list().map(\.party.name) == imported)
  }

  /// Indian and international grouping in the amount columns.
  @Test(arguments: [
    ("1,23,456.50", "123456.50"), ("123,456.50", "123456.50"), ("1234", "1234.00"), ("  2,50,000 ", "250000.00"),
  ])
  func readsGroupedAmounts(cell: String, amount: String) async throws {
    let book = try book()
    let csv = "name,openingBalance,openingBalanceDate,creditLimit\nAsha,\"\(cell)\",2026-04-01,\"\(cell)\"\n"
    let report = try await book.importCSVReport(Data(csv.utf8))
    #expect(report.errors.isEmpty)
    let party = try #require(try await book.list().first?.party)
    #expect(party.openingBalance?.amount.formattedAmount == amount)
    #expect(party.creditLimit?.formattedAmount == amount)
  }

  /// Files that cannot be imported at all say why, on the header's line.
  @Test(arguments: [
    ("", "line 1, column 1: The file has no header row."),
    ("GSTIN,Phone\r\n27AAPFU0939F1ZV,9876543210\r\n", "line 1, column 3: The header has no \"name\" column."),
    ("Name,Party Name\nA,B\n", "line 1, column 2: The header has more than one \"name\" column."),
    ("\u{FEFF}\"name\nx\",gstin\nA,B\n", "line 1, column 3: The header has no \"name\" column."),
  ])
  func refusesUnusableHeaders(csv: String, error: String) async throws {
    let book = try book()
    let report = try await book.importCSVReport(Data(csv.utf8))
    // The first sentence says what is wrong; a missing column goes on to list the accepted names.
    #expect(report.errors.map { String($0.description.prefix(error.count)) } == [error])
    #expect(report.created == 0)
    #expect(try await book.list().isEmpty)
  }

  /// Progress counts every data row, ending at the total, before the report.
  @Test func reportsProgress() async throws {
    let rows = (1...250).map { "Party \($0),98765\(String(format: "%05d", $0))" }.joined(separator: "\n")
    var events: [PartyImportUpdate] = []
    for await event in try book().importCSV(Data(("name,phones\n" + rows).utf8)) { events.append(event) }
    let progress = events.compactMap { event -> Int? in
      if case .progress(let done, let total) = event, total == 250 { return done }
      return nil
    }
    #expect(progress.first == 0)
    #expect(progress.last == 250)
    #expect(progress == progress.sorted())
    guard case .finished(let report)? = events.last else {
      Issue.record("no report")
      return
    }
    #expect(report.created == 250)
  }

  /// The valid rows are saved in one transaction when the file is done: an import stopped halfway
  /// leaves the book as it was, and nothing is queued for sync.
  @Test func anImportStoppedHalfwaySavesNothing() async throws {
    let book = try book()
    let rows = (1...4_000).map { "Party \($0),\($0).50,2026-04-01" }.joined(separator: "\n")
    for await event in book.importCSV(Data(("name,openingBalance,openingBalanceDate\n" + rows).utf8)) {
      if case .progress(let done, _) = event, done > 0 { break }
      if case .finished = event { Issue.record("the import finished before it was stopped") }
    }
    try await Task.sleep(for: .milliseconds(300))
    #expect(try await book.list().isEmpty)
    #expect(try await book.store.pendingMutations().isEmpty)
  }

  /// Export writes what import reads: a round trip through a fresh book gives the same parties, and
  /// importing the export again updates every party instead of duplicating it.
  @Test func exportRoundTripsThroughImport() async throws {
    let source = try book()
    let csv =
      "kind,name,companyName,gstin,phones,email,billingLines,billingCity,billingState,billingPincode,"
      + "openingBalance,openingBalanceSide,openingBalanceDate,creditLimit,paymentTermsDays,tags,notes\n"
      + "customer,\"Asha \"\"AT\"\" Traders\",Asha Traders LLP,27AAPFU0939F1ZV,\"9876543210, 8123456789\","
      + "a@asha.in,\"12, MG Road\nCamp\",Pune,27,411001,\"1,23,456.5\",receivable,2026-04-01,10000,30,\"gold, retail\","
      + "\"Calls, mornings\"\n"
      + "vendor,बाला सप्लाइज़,,,9123456780,,,,29,,700,payable,2026-04-01,,,,\n"
      + "both,Chitra Stores,,,,,,,,,,,,,,,\n"
    let first = try await source.importCSVReport(Data(csv.utf8))
    #expect(first.errors.isEmpty)
    #expect(first.created == 3)
    let exported = try await source.exportCSV()
    let copy = try book()
    let second = try await copy.importCSVReport(Data(exported.utf8))
    #expect(second.errors.isEmpty)
    #expect(second.created == 3)
    let before = try await source.list().map { PartyForm($0.party) }
    let after = try await copy.list().map { PartyForm($0.party) }
    #expect(before == after)
    #expect(try await copy.exportCSV() == exported)
    #expect(before.first { $0.name == "Asha \"AT\" Traders" }?.billingLines == "12, MG Road\nCamp")

    let again = try await source.importCSVReport(Data(exported.utf8))
    #expect((again.created, again.updated, again.errors.count) == (0, 3, 0))
    #expect(try await source.list().count == 3)
  }
}
