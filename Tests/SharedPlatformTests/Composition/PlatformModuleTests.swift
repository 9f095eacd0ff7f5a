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

  /// Every file the platform creates is owner-only (`0600`) in owner-only directories (`0700`),
  /// and the secure store's key lives outside the data directory.
  @Test func everyFileThePlatformCreatesIsOwnerOnly() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let dataDirectory = temporary.appending("data")
    let keyDirectory = temporary.appending("config/org.sharedcore.tests")
    let container = try Container(modules: [
      PlatformModule(
        applicationID: "org.sharedcore.tests", dataDirectory: dataDirectory, configuration: .development,
        keyDirectory: keyDirectory)
    ])

    let database = try container.resolve(SQLiteDatabase.self)
    try await database.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1)")
    try await container.resolve((any PreferencesStore).self).set("on", forKey: "mode")
    try await container.resolve((any SecureStorage).self).write(Data("secret".utf8), forKey: "token")

    var files: [String: Int] = [:]
    var directories: [String: Int] = [:]
    for root in [dataDirectory, keyDirectory] {
      directories[root.lastPathComponent] = try permissions(of: root)
      let contents = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
      while let url = contents?.nextObject() as? URL {
        let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
        if isDirectory {
          directories[url.lastPathComponent] = try permissions(of: url)
        } else {
          files[url.lastPathComponent] = try permissions(of: url)
        }
      }
    }
    #expect(directories.values.allSatisfy { $0 == 0o700 }, "\(directories)")
    #expect(files.values.allSatisfy { $0 == 0o600 }, "\(files)")
    #if !canImport(Security)
      let expected = [
        "shared-core.sqlite3", "shared-core.sqlite3-wal", "shared-core.sqlite3-shm", "preferences.json", "records.json",
        "secure-storage.key",
      ]
      #expect(Set(files.keys).isSuperset(of: expected), "\(files.keys.sorted())")
      #expect(FileManager.default.fileExists(atPath: keyDirectory.appendingPathComponent("secure-storage.key").path))
    #endif
  }

  /// Without an explicit key directory the key goes to the XDG configuration folder, or beside
  /// (never inside) the data directory when there is no home.
  @Test func theDefaultKeyDirectoryIsOutsideTheDataDirectory() {
    let data = URL(fileURLWithPath: "/var/lib/shop/data", isDirectory: true)
    #expect(
      PlatformModule.defaultKeyDirectory(
        applicationID: "com.example.shop", dataDirectory: data,
        environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/etc/xdg-user"]
      ).path == "/etc/xdg-user/com.example.shop")
    #expect(
      PlatformModule.defaultKeyDirectory(
        applicationID: "com.example.shop", dataDirectory: data, environment: ["HOME": "/home/ana"]
      ).path == "/home/ana/.config/com.example.shop")
    #expect(
      PlatformModule.defaultKeyDirectory(applicationID: "com.example.shop", dataDirectory: data, environment: [:]).path
        == "/var/lib/shop/data.keys")
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
