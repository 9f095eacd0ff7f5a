import Foundation
import SharedCore
import SharedTesting
import Testing

/// A change refused because it would share a unique value (an SKU, a GSTIN) with another record
/// arrives as a definite refusal that names each clash, never as an unknown outcome.
@Suite struct HTTPSyncRemoteUniqueConflictTests {
  static let products = SyncRecordType("products", path: ["v1", "sync", "products"])

  static let clash = SyncUniqueClash(
    rule: "sku", field: "variants[1].sku", value: "ts-m", key: "TS-M", holderID: "prod_000004", holderField: "sku")

  static let body = """
    {"error": {"code": "UNIQUE_CONFLICT", "message": "Record refused: variants[1].sku …",
      "fields": [{"field": "variants[1].sku", "message": "'ts-m' is already the sku of products record prod_000004"}],
      "clashes": [{"rule": "sku", "field": "variants[1].sku", "value": "ts-m", "key": "TS-M",
                   "holderId": "prod_000004", "holderField": "sku"}]}}
    """

  static func remote(_ transport: StubTransport) throws -> HTTPSyncRemote {
    HTTPSyncRemote(
      client: APIClient(
        configuration: APIClientConfiguration(baseURL: try #require(URL(string: "https://api.test"))),
        transport: transport),
      auth: .none)
  }

  static func mutation(_ sequence: Int64) -> SyncMutation {
    SyncMutation(
      sequence: sequence, type: "products", recordID: "local-\(sequence)", operation: .create,
      fields: ["name": "Tee"], dependencies: [], idempotencyKey: "key-\(sequence)")
  }

  @Test func aSingleCreateIsRefusedWithItsClashes() async throws {
    let transport = StubTransport()
    await transport.on(.post, "/v1/sync/products", reply: .json(Self.body, status: 422))

    let answers = try await Self.remote(transport).send([Self.mutation(1)], of: Self.products)

    guard case .failure(.rejected(let rejection)) = try #require(answers.first) else {
      Issue.record("not a refusal: \(answers)")
      return
    }
    #expect(rejection.code == SyncRejection.uniqueConflictCode)
    #expect(rejection.isUniqueConflict)
    #expect(rejection.clashes == [Self.clash])
    #expect(rejection.fields.map(\.field) == ["variants[1].sku"])
  }

  @Test func aBatchAnswersEachClashOnItsOwn() async throws {
    let transport = StubTransport()
    await transport.on(
      .post, "/v1/sync/products/batch",
      reply: .json(
        """
        {"results": [{"status": 201, "record": {"id": "prod_000005", "version": 1, "deleted": false,
                      "fields": {"name": "Tea"}}},
                     {"status": 422, \(Self.body.dropFirst().dropLast())}]}
        """))

    let answers = try await Self.remote(transport).send([Self.mutation(1), Self.mutation(2)], of: Self.products)

    #expect(answers.count == 2)
    #expect((try? answers[0].get())?.id == "prod_000005")
    guard case .failure(.rejected(let rejection)) = answers[1] else {
      Issue.record("not a refusal: \(answers[1])")
      return
    }
    #expect(rejection.clashes == [Self.clash])
  }

  /// Clashes that cannot be read are details lost, not the refusal: its code and message stay.
  @Test func unreadableClashesKeepTheRefusal() async throws {
    let transport = StubTransport()
    await transport.on(
      .post, "/v1/sync/products",
      reply: .json(
        #"{"error": {"code": "UNIQUE_CONFLICT", "message": "Taken", "clashes": [{"rule": 7}]}}"#, status: 422))

    let answers = try await Self.remote(transport).send([Self.mutation(1)], of: Self.products)

    guard case .failure(.rejected(let rejection)) = try #require(answers.first) else {
      Issue.record("not a refusal: \(answers)")
      return
    }
    #expect(rejection == SyncRejection(code: "UNIQUE_CONFLICT", message: "Taken"))
    #expect(rejection.isUniqueConflict)
  }

  /// A refusal stored before rejections carried clashes reads back with none; one with clashes
  /// round-trips.
  @Test func storedRejectionsReadBackWithOrWithoutClashes() throws {
    let decoder = JSONDecoder()
    let old = try decoder.decode(
      SyncRejection.self, from: Data(#"{"code":"VALIDATION_FAILED","message":"Bad","fields":[]}"#.utf8))
    #expect(old == SyncRejection(code: "VALIDATION_FAILED", message: "Bad"))
    #expect(!old.isUniqueConflict)
    let refused = SyncRejection(code: "UNIQUE_CONFLICT", message: "Taken", clashes: [Self.clash])
    #expect(try decoder.decode(SyncRejection.self, from: JSONEncoder().encode(refused)) == refused)
  }
}
