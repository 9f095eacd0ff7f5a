import Observation

/// A screen's logic: it receives the screen's events and exposes observable state.
///
/// Each screen has its own event enum, named after the feature and the screen
/// (`ProductsListEvent`, `DPPScanEvent`), holding exactly what that screen can ask for, so the
/// compiler rejects an event the screen would not handle. Views call ``send(_:)``; they never mutate
/// state directly.
///
/// ```swift
/// @MainActor
/// final class ProductsListViewModel: StatefulViewModel<ProductsListState>, ViewModel {
///   func send(_ event: ProductsListEvent) {
///     switch event {
///     case .refresh: load(\.products, key: "products") { [repository] in try await repository.list() }
///     }
///   }
/// }
/// ```
@MainActor
public protocol ViewModel: AnyObject, Observable {
  /// The user intents and lifecycle events the screen sends.
  associatedtype Event
  /// Handles one event; long work is started as a task the view model owns.
  func send(_ event: Event)
}
