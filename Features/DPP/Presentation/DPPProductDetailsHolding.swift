import SharedCore

/// A screen state that shows one product's ``DPPProductDetails``.
public protocol DPPProductDetailsHolding: Sendable, Equatable {
  /// The product shown, once known.
  var productID: DPPProductID? { get }
  /// What is loaded about it.
  var details: DPPProductDetails { get set }
}

// MARK: - Loading details

extension StatefulViewModel where State: DPPProductDetailsHolding {
  /// Loads product, passport and the first page of events of `id`; newer loads cancel older ones.
  func loadDetails(_ id: DPPProductID, with loader: DPPProductDetailsLoader) {
    load(\.details.product, key: DetailsKey.product) { loader.product(id) }
    load(\.details.passport, key: DetailsKey.passport) { loader.passport(id) }
    loadEvents(id, pageToken: nil, with: loader)
  }

  /// Loads the next page of events and appends it; does nothing when every page is loaded.
  func loadMoreEvents(with loader: DPPProductDetailsLoader) {
    guard let id = state.productID, let token = state.details.nextEventsPageToken,
      !state.details.events.isLoading
    else { return }
    loadEvents(id, pageToken: token, with: loader)
  }

  /// Reloads the first page of events.
  func reloadEvents(with loader: DPPProductDetailsLoader) {
    guard let id = state.productID else { return }
    loadEvents(id, pageToken: nil, with: loader)
  }

  /// Loads one page of events: the first page replaces the list, later pages are appended.
  private func loadEvents(_ id: DPPProductID, pageToken: String?, with loader: DPPProductDetailsLoader) {
    update { $0.details.events = $0.details.events.reloading }
    tasks.run(DetailsKey.events) { [weak self] in
      do {
        let page = try await loader.events(id, pageToken: pageToken)
        guard let self, !Task.isCancelled else { return }
        self.update { state in
          let earlier = pageToken == nil ? [] : state.details.events.value ?? []
          state.details.events = ResourceState(collection: earlier + page.items)
          state.details.nextEventsPageToken = page.nextPageToken
        }
      } catch {
        let appError = AppError(error)
        guard let self, !Task.isCancelled, appError != .cancelled else { return }
        self.update { $0.details.events = $0.details.events.failing(with: appError) }
      }
    }
  }
}

/// The task keys of the details loads.
enum DetailsKey: Hashable, Sendable {
  case product, passport, events
}
