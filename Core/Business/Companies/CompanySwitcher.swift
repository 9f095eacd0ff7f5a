/// Opens one company at a time: switching shuts the open company's scope down (its database,
/// sync engine and every service that holds resources) and builds the next one's, so nothing of
/// one company is reachable from another.
///
/// ```swift
/// let switcher = try container.resolve(CompanySwitcher.self)
/// let shop = try await switcher.create(named: "Sharma General Store")
/// let products = try shop.session.resolve(ProductCatalog.self)    // the shop's own database
/// try await switcher.open(otherShopID)                              // `shop`'s scope is now closed
/// ```
///
/// A task still working in the old company's scope when it closes finishes against the old
/// company's services or fails with a closed-scope or closed-database error: it never reaches the
/// next company's files. Switches run one after another.
public actor CompanySwitcher {
  private let root: Container
  private let directory: CompanyDirectory
  private let storage: any CompanyStorage
  private var open: CompanyScope?
  private var observers: [Int: AsyncStream<CompanyScope?>.Continuation] = [:]
  private var nextObserver = 0

  /// A switcher making company scopes from `root`, listing companies in `directory` and deleting a
  /// removed company's files through `storage`.
  public init(root: Container, directory: CompanyDirectory, storage: any CompanyStorage) {
    self.root = root
    self.directory = directory
    self.storage = storage
  }

  /// The open company, if any.
  public var current: CompanyScope? { open }

  /// The open company now, then again after every switch or removal (`nil` when none is open).
  public func updates() -> AsyncStream<CompanyScope?> {
    let (stream, continuation) = AsyncStream.makeStream(of: CompanyScope?.self, bufferingPolicy: .bufferingNewest(1))
    let id = nextObserver
    nextObserver += 1
    observers[id] = continuation
    continuation.yield(open)
    continuation.onTermination = { _ in Task { await self.stopObserving(id) } }
    return stream
  }

  /// Creates a company owned by the user on this device and opens it.
  @discardableResult
  public func create(named name: String) async throws -> CompanyScope {
    let company = try Company(id: .generate(), name: name, role: .owner)
    try await directory.add(company)
    return try await open(company.id)
  }

  /// Opens the company that was open when the app last ran, if it is still on this device.
  @discardableResult
  public func restore() async throws -> CompanyScope? {
    guard let company = try await directory.current() else { return nil }
    return try await open(company.id)
  }

  /// Opens `id`: builds its scope (opening its database), records it as the company to open next
  /// launch, then shuts the previously open company's scope down. Opening the open company returns
  /// its scope.
  /// - Throws: ``CompanyError/unknownCompany(_:)``, or the error opening its services threw; the
  ///   previously open company then stays open.
  @discardableResult
  public func open(_ id: CompanyID) async throws -> CompanyScope {
    if let open, open.company.id == id { return open }
    let company = try await directory.company(id)
    let container = root.makeScope(.company, context: company)
    do {
      // The sync store opens (and migrates) the company's database: pay that here, and fail here.
      if container.isRegistered((any SyncStore).self) { _ = try container.resolve((any SyncStore).self) }
      try await directory.select(id)
    } catch {
      await container.shutDown()
      throw error
    }
    let next = CompanyScope(company: company, container: container, session: container.makeScope(.session))
    let previous = self.open
    self.open = next
    publish()
    if let previous { await close(previous) }
    return next
  }

  /// Removes `id` from this device: closes it if it is open, deletes its files and forgets it.
  /// Other companies' files are untouched.
  public func remove(_ id: CompanyID) async throws {
    if let open, open.company.id == id {
      self.open = nil
      publish()
      await close(open)
    }
    try await storage.removeFiles(of: id)
    try await directory.remove(id)
  }

  private func close(_ scope: CompanyScope) async {
    await scope.session.shutDown()
    await scope.container.shutDown()
  }

  private func publish() {
    for continuation in observers.values { continuation.yield(open) }
  }

  private func stopObserving(_ id: Int) {
    observers[id] = nil
  }
}
