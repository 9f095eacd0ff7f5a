/// The app's plans and the App Store products that grant them.
///
/// ```swift
/// let pro = Plan(id: "pro", name: "Pro", features: [.eInvoice, .multiCompany], deviceLimit: 3, rank: 1)
/// let catalog = PlansCatalog(
///   free: Plan(id: "free", name: "Free", features: []),
///   products: [
///     "com.example.pro.monthly": .init(plan: pro),
///     "com.example.pro.year.pass": .init(plan: pro, nonRenewingDurationDays: 365),
///   ])
/// ```
public struct PlansCatalog: Sendable, Hashable {
  /// What one App Store product grants.
  public struct Product: Sendable, Hashable {
    /// The plan the product grants.
    public var plan: Plan
    /// For a non-renewing subscription: how many days from its purchase it lasts (Apple gives
    /// such products no expiry; the app defines it).
    public var nonRenewingDurationDays: Int?

    /// Creates a product entry.
    public init(plan: Plan, nonRenewingDurationDays: Int? = nil) {
      self.plan = plan
      self.nonRenewingDurationDays = nonRenewingDurationDays
    }
  }

  /// The plan of a user without a purchase that entitles.
  public var free: Plan
  /// The products, by App Store product id.
  public var products: [String: Product]

  /// Creates a catalog.
  public init(free: Plan, products: [String: Product]) {
    self.free = free
    self.products = products
  }
}
