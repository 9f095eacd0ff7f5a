import Foundation

/// The companies on this device and which one is open, saved in the app's preferences so the
/// current company survives a restart.
///
/// The directory only lists companies; ``CompanySwitcher`` opens, switches and removes them.
public actor CompanyDirectory {
  private struct Saved: Codable, Sendable {
    var companies: [Company]
    var current: CompanyID?
  }

  private let preferences: any PreferencesStore
  private let key: String
  private var saved: Saved?

  /// A directory kept in `preferences` under `key`.
  public init(preferences: any PreferencesStore, key: String = "sharedcore.companies") {
    self.preferences = preferences
    self.key = key
  }

  /// Every company on this device, in the order they were added.
  public func companies() async throws(CompanyError) -> [Company] {
    try await load().companies
  }

  /// The company with `id`.
  /// - Throws: ``CompanyError/unknownCompany(_:)`` when it is not on this device.
  public func company(_ id: CompanyID) async throws(CompanyError) -> Company {
    guard let company = try await load().companies.first(where: { $0.id == id }) else {
      throw .unknownCompany(id)
    }
    return company
  }

  /// The company that was open last, if it is still on this device.
  public func current() async throws(CompanyError) -> Company? {
    let saved = try await load()
    return saved.current.flatMap { id in saved.companies.first { $0.id == id } }
  }

  /// Adds `company`, or updates its name and role when it is already here.
  public func add(_ company: Company) async throws(CompanyError) {
    var saved = try await load()
    if let index = saved.companies.firstIndex(where: { $0.id == company.id }) {
      saved.companies[index] = company
    } else {
      saved.companies.append(company)
    }
    try await save(saved)
  }

  /// Records `id` as the company to open at the next launch.
  /// - Throws: ``CompanyError/unknownCompany(_:)`` when it is not on this device.
  public func select(_ id: CompanyID) async throws(CompanyError) {
    var saved = try await load()
    guard saved.companies.contains(where: { $0.id == id }) else { throw .unknownCompany(id) }
    saved.current = id
    try await save(saved)
  }

  /// Forgets `id` (and clears the current company when it was that one). Removing an unknown
  /// company does nothing.
  public func remove(_ id: CompanyID) async throws(CompanyError) {
    var saved = try await load()
    saved.companies.removeAll { $0.id == id }
    if saved.current == id { saved.current = nil }
    try await save(saved)
  }

  private func load() async throws(CompanyError) -> Saved {
    if let saved { return saved }
    do {
      let loaded = try await preferences.value(Saved.self, forKey: key) ?? Saved(companies: [], current: nil)
      saved = loaded
      return loaded
    } catch {
      throw .storage(error.localizedDescription)
    }
  }

  private func save(_ next: Saved) async throws(CompanyError) {
    do {
      try await preferences.set(next, forKey: key)
      saved = next
    } catch {
      throw .storage(error.localizedDescription)
    }
  }
}
