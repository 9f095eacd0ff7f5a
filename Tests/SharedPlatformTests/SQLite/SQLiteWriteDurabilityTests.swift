import Foundation
import SharedCore
import SharedTesting
import Testing

@testable import SharedPlatform

/// A write that asks for ``WriteDurability/powerLoss`` commits with the log synced, then the
/// connection returns to its own level; a write off the queue never syncs on its caller's thread.
@Suite struct SQLiteWriteDurabilityTests {
  private static let schema = "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"

  private func synchronousLevel(_ database: SQLiteDatabase) async throws -> Int {
    try await database.withConnection { try $0.queryFirst("PRAGMA synchronous")?.value(Int.self, at: 0) ?? -1 }
  }

  @Test(arguments: WriteDurability.allCases)
  func aDurableCommitReturnsTheConnectionToItsLevel(_ durability: WriteDurability) async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await database.execute(sql: Self.schema)
    try await database.transaction(durability: durability) { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["kept"])
    }
    #expect(try await synchronousLevel(database) == 1)  // NORMAL
    #expect(try await database.withConnection { !$0.commitsSyncTheLog && !$0.isInTransaction })
    let reopened = try temporary.open()
    #expect(try await reopened.queryFirst("SELECT name FROM item")?.value(String.self, at: 0) == "kept")
    await database.close()
    await reopened.close()
  }

  @Test func theOutermostTransactionDecides() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await database.execute(sql: Self.schema)
    // Inside a durable transaction, any nested write is durable with it.
    let level = try await database.transaction(durability: .powerLoss) { db in
      try db.transaction(durability: .powerLoss) { inner in
        try inner.run("INSERT INTO item (name) VALUES (?)", ["inner"])
      }
      try db.transaction(durability: .processCrash) { inner in
        try inner.run("INSERT INTO item (name) VALUES (?)", ["weaker"])
      }
      #expect(db.commitsSyncTheLog)
      return try db.queryFirst("PRAGMA synchronous")?.value(Int.self, at: 0)
    }
    #expect(level == 2)  // FULL while the transaction ran
    // Inside one that is not, a durable write is refused rather than committed less durably.
    await #expect(throws: SQLiteError.self) {
      try await database.transaction { db in
        try db.transaction(durability: .powerLoss) { inner in
          try inner.run("INSERT INTO item (name) VALUES (?)", ["refused"])
        }
      }
    }
    #expect(try await database.query("SELECT name FROM item ORDER BY id").count == 2)
    #expect(try await synchronousLevel(database) == 1)
    #expect(try await database.withConnection { !$0.commitsSyncTheLog })
    await database.close()
  }

  @Test func aFailedDurableWriteReturnsTheConnectionToItsLevel() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await database.execute(sql: Self.schema)
    await #expect(throws: SQLiteError.self) {
      try await database.transaction(durability: .powerLoss) { db in
        try db.run("INSERT INTO item (name) VALUES (NULL)")
      }
    }
    #expect(try await database.withConnection { !$0.commitsSyncTheLog })
    #expect(try await synchronousLevel(database) == 1)
    #expect(try await database.queryFirst("SELECT COUNT(*) FROM item")?.value(Int.self, at: 0) == 0)
    await database.close()
  }

  @Test func aDatabaseOpenedFullStaysFull() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open(synchronous: .full)
    try await database.execute(sql: Self.schema)
    try await database.transaction(durability: .powerLoss) { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["x"])
    }
    #expect(try await synchronousLevel(database) == 2)
    await database.close()
  }

  @Test func aFeatureDatabaseWritesDurably() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    let schema = FeatureSchema(
      domain: "durability", migrations: [FeatureMigration(version: 1, name: "item", sql: Self.schema)])
    let feature = SQLiteFeatureDatabase(database, schema: schema)
    try await feature.write(durability: .powerLoss) { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["token"])
    }
    #expect(try await feature.read { try $0.queryFirst("SELECT name FROM item")?.value(String.self, at: 0) } == "token")
    #expect(try await synchronousLevel(database) == 1)
    await database.close()
  }
}
