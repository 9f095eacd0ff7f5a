import Foundation
import SharedCore

/// Each company's files in its own folder, `<dataDirectory>/companies/<id>/`: its database
/// (`company.sqlite3` with its `-wal` and `-shm`) and anything else its scope creates there.
public struct CompanyFiles: CompanyStorage {
  /// The folder holding every company's folder.
  public let directory: URL

  /// The companies' folders under `dataDirectory`.
  public init(dataDirectory: URL) {
    directory = dataDirectory.appendingPathComponent("companies", isDirectory: true)
  }

  /// The folder of `company`.
  public func folder(of company: CompanyID) -> URL {
    directory.appendingPathComponent(company.rawValue, isDirectory: true)
  }

  /// The database file of `company`.
  public func database(of company: CompanyID) -> URL {
    folder(of: company).appendingPathComponent("company.sqlite3")
  }

  /// Deletes the folder of `company` and everything in it; nothing outside it.
  public func removeFiles(of company: CompanyID) async throws {
    let folder = folder(of: company)
    guard FileManager.default.fileExists(atPath: folder.path) else { return }
    try FileManager.default.removeItem(at: folder)
  }
}
