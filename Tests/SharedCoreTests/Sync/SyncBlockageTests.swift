import SharedTesting
import Testing

@testable import SharedCore

/// Which queued mutations wait for a refused record: the ones needing it, directly or through
/// creates that need it, and every later mutation of their records; nothing else.
@Suite struct SyncBlockageTests {
  private func mutation(
    _ sequence: Int64, _ type: String, _ id: String, _ operation: SyncMutation.Operation, needs: [String] = [],
    fields: [String: JSONValue] = [:]
  ) -> SyncMutation {
    SyncMutation(
      sequence: sequence, type: type, recordID: id, operation: operation, fields: fields, dependencies: Set(needs),
      idempotencyKey: "k\(sequence)")
  }

  @Test func aChainOfCreatesNeedingARefusedRecordIsBlockedToItsRoot() throws {
    let pending = [
      mutation(1, "invoices", "a", .create, needs: ["r"]),
      mutation(2, "invoices", "b", .create, needs: ["a"]),
      mutation(3, "invoices", "c", .update, needs: ["b"]),
      mutation(4, "products", "d", .update),
      mutation(5, "invoices", "a", .update),
      mutation(6, "invoices", "e", .create, needs: ["f"]),
      mutation(7, "parties", "f", .create),
    ]
    let root = SyncReferenceValue(id: "r", type: "parties")
    #expect(SyncBlockage.mayBlock(pending))
    let blockage = SyncBlockage(pending: pending, refused: ["r": root], schema: try .testSchema())
    #expect(blockage.blockers == [1: root, 2: root, 3: root, 5: root])
    #expect(!SyncBlockage.mayBlock(Array(pending.suffix(3))), "e waits for f's create, which is queued")
  }

  @Test func anEarlierMutationOfABlockedRecordStillGoes() throws {
    let pending = [
      mutation(1, "invoices", "a", .create),
      mutation(2, "invoices", "a", .update, needs: ["r"]),
      mutation(3, "invoices", "a", .update),
    ]
    let root = SyncReferenceValue(id: "r", type: "parties")
    let blockage = SyncBlockage(pending: pending, refused: ["r": root], schema: try .testSchema())
    #expect(blockage.blockers == [2: root, 3: root])
  }

  @Test func aMissingRecordIsNamedByTheReferencingField() throws {
    let pending = [mutation(1, "invoices", "a", .create, needs: ["gone"], fields: ["partyId": "gone"])]
    let blockage = SyncBlockage(pending: pending, refused: [:], schema: try .testSchema())
    #expect(blockage.blockers == [1: SyncReferenceValue(id: "gone", type: "parties")])
  }

  @Test func nothingIsBlockedWhenEveryNeededCreateIsQueued() {
    let pending = [mutation(1, "parties", "p", .create), mutation(2, "invoices", "i", .create, needs: ["p"])]
    #expect(!SyncBlockage.mayBlock(pending))
    #expect(!SyncBlockage.mayBlock([]))
  }
}
