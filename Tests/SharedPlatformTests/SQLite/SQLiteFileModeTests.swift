import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteFileModeTests {
  @Test func databaseAndItsWALFilesAreOwnerOnlyInOwnerOnlyDirectories() async throws {
    let temporary = try TemporaryDatabase()
    let url = temporary.directoryURL.appendingPathComponent("app/data/store.sqlite")
    let database = try SQLiteDatabase(.file(url))
    try await database.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY)")
    try await database.run("INSERT INTO item (id) VALUES (?)", [1])

    for suffix in ["", "-wal", "-shm"] {
      #expect(try permissions(of: URL(fileURLWithPath: url.path + suffix)) == 0o600, "store.sqlite\(suffix)")
    }
    #expect(try permissions(of: url.deletingLastPathComponent()) == 0o700)
    #expect(try permissions(of: url.deletingLastPathComponent().deletingLastPathComponent()) == 0o700)
    await database.close()
  }

  @Test func reopeningRestrictsFilesLeftReadableByOthers() async throws {
    let temporary = try TemporaryDatabase()
    do {
      let database = try temporary.open()
      try await database.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY)")
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: temporary.url.path)
    let database = try temporary.open()
    #expect(try permissions(of: temporary.url) == 0o600)
    #expect(try await database.query("SELECT id FROM item").isEmpty)
  }

  @Test func aDirectoryThatCannotBeCreatedIsAFileSystemError() throws {
    let temporary = try TemporaryDatabase()
    let blocker = temporary.file(named: "not-a-directory")
    try Data().write(to: blocker)
    let error = #expect(throws: SQLiteError.self) {
      try SQLiteDatabase(.file(blocker.appendingPathComponent("store.sqlite")))
    }
    guard case .fileSystem(let path, let operation, _) = error else {
      Issue.record("expected a file-system error, got \(String(describing: error))")
      return
    }
    #expect(path.hasSuffix("not-a-directory"))
    #expect(operation == "mkdir")
  }
}
