import Observation

/// A screen's logic: it receives the screen's events and exposes observable state.
///
/// Every feature defines one `enum <Feature>Event` per screen and a view
/// model that handles it. Views call ``send(_:)``; they never mutate state directly.
///
/// ```swift
/// @MainActor
/// final class ProductsViewModel: StatefulViewModel<ProductsState>, ViewModel {
///   func send(_ event: ProductsEvent) {
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
