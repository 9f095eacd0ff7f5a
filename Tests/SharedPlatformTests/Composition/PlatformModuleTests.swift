import Foundation
import SharedCore
import SharedPlatform
import Testing

@Suite struct PlatformModuleTests {
  @Test func aMissingDataDirectoryIsCreatedOwnerOnly() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let dataDirectory = temporary.appending("not/yet/there")
    let container = try Container(modules: [
      PlatformModule(applicationID: "org.sharedcore.tests", dataDirectory: dataDirectory, configuration: .development)
    ])

    let database = try container.resolve(SQLiteDatabase.self)

    try await database.execute(sql: "CREATE TABLE t (x)")
    #expect(try permissions(of: dataDirectory) == 0o700)
    #expect(try permissions(of: temporary.appending("not")) == 0o700)
    #expect(FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("shared-core.sqlite3").path))
  }

  @Test func anExistingDataDirectoryKeepsItsPermissions() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: temporary.url.path)
    let container = try Container(modules: [
      PlatformModule(applicationID: "org.sharedcore.tests", dataDirectory: temporary.url, configuration: .development)
    ])

    _ = try container.resolve(SQLiteDatabase.self)

    #expect(try permissions(of: temporary.url) == 0o750)
  }

  @Test func aDataDirectoryThatCannotBeCreatedNamesItsPath() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let blocker = temporary.appending("a-file")
    try Data().write(to: blocker)
    let dataDirectory = blocker.appendingPathComponent("data")
    let container = try Container(modules: [
      PlatformModule(applicationID: "org.sharedcore.tests", dataDirectory: dataDirectory, configuration: .development)
    ])

    let error = try #require(throws: (any Error).self) { try container.resolve(SQLiteDatabase.self) }

    #expect("\(error)".contains(dataDirectory.path), "\(error)")
  }

  @Test func aDatabaseThatCannotBeOpenedNamesItsPath() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let path = temporary.appending("not-a-database")
    try Data("this is not a SQLite database, it is plain text long enough to fill a header".utf8).write(to: path)

    let error = try #require(throws: SQLiteError.self) { try SQLiteDatabase(.file(path)) }

    guard case .cannotOpen(let reportedPath, let code, _, _) = error else {
      Issue.record("expected cannotOpen, got \(error)")
      return
    }
    #expect(reportedPath == path.path)
    #expect(code == 26)
    #expect(error.description.hasPrefix("cannot open the SQLite database at \(path.path): SQLite error 26"))
  }
}
