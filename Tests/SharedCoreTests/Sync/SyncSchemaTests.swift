import SharedCore
import Testing

@Suite struct SyncSchemaTests {
  private static let invoice: [String: JSONValue] = [
    "number": "INV-1",
    "partyId": "local-p",
    "lines": [["productId": "local-a", "quantity": 2], ["productId": "sp_9"], ["note": "no product"]],
  ]

  private func schema() throws -> SyncSchema {
    try SyncSchema([
      SyncRecordType("parties", path: ["parties"]),
      SyncRecordType("products", path: ["products"]),
      SyncRecordType(
        "invoices", path: ["invoices"], references: ["partyId": "parties", "lines[].productId": "products"]),
    ])
  }

  @Test func findsReferencesThroughFieldsAndArrays() throws {
    let references = try schema().references(in: Self.invoice, of: "invoices")
    #expect(
      Set(references) == [
        SyncReferenceValue(id: "local-p", type: "parties"), SyncReferenceValue(id: "local-a", type: "products"),
        SyncReferenceValue(id: "sp_9", type: "products"),
      ])
  }

  @Test func replacesOnlyReferencesToTheGivenTypeAndID() throws {
    let schema = try schema()
    let replaced = schema.replacingReferences(
      to: "local-a", of: "products", with: "sp_1", in: Self.invoice, of: "invoices")
    #expect(replaced["lines"]?[0]?["productId"] == "sp_1")
    #expect(replaced["lines"]?[0]?["quantity"] == 2)
    #expect(replaced["lines"]?[1]?["productId"] == "sp_9")
    #expect(replaced["partyId"] == "local-p")
    let unchanged = schema.replacingReferences(
      to: "local-a", of: "parties", with: "sp_1", in: Self.invoice, of: "invoices")
    #expect(unchanged == Self.invoice, "a parties reference never matches a products id")
  }

  @Test(arguments: [
    ([SyncRecordType("a", path: []), SyncRecordType("a", path: [])], SyncSchemaError.duplicateType("a")),
    ([SyncRecordType("", path: [])], .emptyTypeName),
    (
      [SyncRecordType("a", path: [], references: ["x": "b"])],
      .unknownReferenceTarget(type: "a", field: "x", target: "b")
    ),
    ([SyncRecordType("a", path: [], references: ["x[]": "a"])], .invalidReferencePath(type: "a", field: "x[]")),
    ([SyncRecordType("a", path: [], references: ["x..y": "a"])], .invalidReferencePath(type: "a", field: "x..y")),
  ])
  func rejectsBadDeclarations(types: [SyncRecordType], expected: SyncSchemaError) {
    #expect(throws: expected) { try SyncSchema(types) }
  }

  @Test func referrersAreTheTypesThatReferenceATarget() throws {
    #expect(try schema().referrers(of: "products") == ["invoices"])
    #expect(try schema().referrers(of: "invoices").isEmpty)
  }
}

@Suite struct SyncConflictPolicyTests {
  private static let server = SyncServerRecord(id: "s1", version: 3, fields: ["name": "Server", "city": "Pune"])
  private static let base: [String: JSONValue] = ["name": "Base", "city": "Delhi"]
  private static let local: [String: JSONValue] = ["name": "Local", "city": "Delhi"]

  @Test func serverWinsAppliesTheServerRecord() {
    let resolution = SyncConflictPolicy.serverWins.resolution(
      of: .update, local: Self.local, base: Self.base, current: Self.server)
    #expect(resolution == .applyServer)
  }

  @Test func localWinsResendsTheLocalFieldsOrTheDelete() {
    let policy = SyncConflictPolicy.localWins
    #expect(
      policy.resolution(of: .update, local: Self.local, base: Self.base, current: Self.server)
        == .resend(fields: Self.local, winner: .local))
    #expect(
      policy.resolution(of: .delete, local: nil, base: Self.base, current: Self.server)
        == .resend(fields: nil, winner: .local))
  }

  @Test func mergeCombinesFieldwiseAgainstTheBase() {
    let policy = SyncConflictPolicy.merge { $0.fieldwise }
    let resolution = policy.resolution(of: .update, local: Self.local, base: Self.base, current: Self.server)
    #expect(resolution == .resend(fields: ["name": "Local", "city": "Pune"], winner: .merged))
  }

  @Test(
    arguments: [
      // Different fields changed: the fieldwise merge keeps both.
      (["name": "B", "city": "Pune"], ["name": "A", "city": "Goa"], ["name": "B", "city": "Goa"], true),
      // Both changed the city: the local value wins and the server's is lost.
      (["name": "A", "city": "Delhi"], ["name": "A", "city": "Goa"], ["name": "A", "city": "Goa"], false),
      // Both made the same change: nothing is lost.
      (["name": "A", "city": "Goa"], ["name": "A", "city": "Goa"], ["name": "A", "city": "Goa"], true),
      // A field the server added and the merge dropped is lost.
      (
        ["name": "A", "city": "Pune", "pin": "411001"], ["name": "B", "city": "Pune"], ["name": "B", "city": "Pune"],
        false
      ),
    ] as [([String: JSONValue], [String: JSONValue], [String: JSONValue], Bool)])
  func aMergeKeepsEveryChangeOnlyWhenNeitherSidesChangeIsOverwritten(
    server: [String: JSONValue], local: [String: JSONValue], merged: [String: JSONValue], keeps: Bool
  ) {
    let input = SyncMergeInput(base: ["name": "A", "city": "Pune"], local: local, server: server)
    #expect(input.keepsEveryChange(in: merged) == keeps)
    #expect(!SyncMergeInput(base: nil, local: local, server: server).keepsEveryChange(in: merged))
  }

  @Test func aServerTombstoneWinsUnderEveryPolicy() {
    let tombstone = SyncServerRecord(id: "s1", version: 4, deleted: true, fields: [:])
    for policy in [SyncConflictPolicy.serverWins, .localWins, .merge { $0.local }] {
      #expect(policy.resolution(of: .update, local: Self.local, base: Self.base, current: tombstone) == .applyServer)
    }
  }
}
