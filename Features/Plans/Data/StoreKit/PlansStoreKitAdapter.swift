#if canImport(StoreKit)
  import Foundation
  import StoreKit

  /// Feeds StoreKit 2 into the same verification as every other source: the JWS of each
  /// `Transaction.updates` and `Transaction.currentEntitlements` result
  /// (`VerificationResult.jwsRepresentation`) goes to ``PlansGate/install(transactions:renewals:confirmsAll:)``,
  /// which checks Apple's chain and signature itself rather than trusting StoreKit's verdict.
  ///
  /// ```swift
  /// let adapter = PlansStoreKitAdapter(gate: gate)
  /// Task { await adapter.listenForUpdates() }   // for the app's lifetime
  /// try await adapter.refreshCurrentEntitlements()
  /// ```
  public struct PlansStoreKitAdapter: Sendable {
    private let gate: PlansGate

    /// Creates the adapter.
    public init(gate: PlansGate) {
      self.gate = gate
    }

    /// Installs every transaction StoreKit reports until the task is cancelled, finishing each
    /// one once it is verified and stored.
    public func listenForUpdates() async {
      for await result in Transaction.updates {
        guard !Task.isCancelled else { return }
        let report = try? await gate.install(transactions: [result.jwsRepresentation], confirmsAll: false)
        if let report, report.refused.isEmpty, case .verified(let transaction) = result { await transaction.finish() }
      }
    }

    /// Installs StoreKit's current entitlements and the renewal info of their subscriptions as the
    /// complete list of current purchases (the offline allowance starts again).
    /// - Throws: StoreKit's failure to list the subscriptions' products; the database's failure.
    @discardableResult
    public func refreshCurrentEntitlements() async throws -> PlansInstallReport {
      var transactions: [String] = []
      var subscriptions = Set<String>()
      for await result in Transaction.currentEntitlements {
        transactions.append(result.jwsRepresentation)
        if case .verified(let transaction) = result, transaction.productType == .autoRenewable {
          subscriptions.insert(transaction.productID)
        }
      }
      var renewals: [String] = []
      for product in try await Product.products(for: subscriptions) {
        for status in try await product.subscription?.status ?? [] {
          renewals.append(status.renewalInfo.jwsRepresentation)
        }
      }
      return try await gate.install(transactions: transactions, renewals: renewals, confirmsAll: true)
    }
  }
#endif
