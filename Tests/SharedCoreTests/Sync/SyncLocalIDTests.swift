import Foundation
import SharedCore
import Testing

/// Local ids: recognisable by their prefix, unique, and sorted in the order they were made.
@Suite struct SyncLocalIDTests {
  @Test func idsAreLocalLowercaseUUIDs() throws {
    let id = SyncLocalID.make()
    #expect(SyncLocalID.isLocal(id))
    let uuid = String(id.dropFirst(SyncLocalID.prefix.count))
    #expect(uuid == uuid.lowercased())
    #expect(UUID(uuidString: uuid) != nil)
    #expect(!SyncLocalID.isLocal("products-1"))
  }

  /// What keeps a bulk write appending to the store's B-trees instead of splitting their pages.
  @Test func idsSortInTheOrderTheyWereMade() {
    let ids = (0..<20_000).map { _ in SyncLocalID.make() }
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }
}
