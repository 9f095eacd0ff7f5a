import Observation
import SharedCore

/// The scan screen: scanned text → GS1 Digital Link → product (cached copy first), passport and
/// event history, each as a `ResourceState`.
///
/// A text that is not a valid Digital Link for a GTIN sets ``DPPScanState/link`` to
/// `.failed(.validation(…))` with the GS1 parser's message and loads nothing. A new scan cancels
/// the loads of the previous one.
@MainActor
public final class DPPScanViewModel: StatefulViewModel<DPPScanState>, ViewModel {
  private let loader: DPPProductDetailsLoader
  private let parse = ParseDigitalLink()

  /// Creates the view model.
  public init(loader: DPPProductDetailsLoader) {
    self.loader = loader
    super.init(initialState: DPPScanState())
  }

  /// Handles one scan-screen event.
  public func send(_ event: DPPScanEvent) {
    switch event {
    case .scan(let text): scan(text)
    case .refresh: if !state.text.isEmpty { scan(state.text) }
    case .loadMoreEvents: loadMoreEvents(with: loader)
    }
  }

  private func scan(_ text: String) {
    do {
      let (_, id) = try parse(text)
      update {
        $0.text = text
        $0.link = .success(id, origin: .local)
      }
      loadDetails(id, with: loader)
    } catch {
      tasks.cancel(DetailsKey.product)
      tasks.cancel(DetailsKey.passport)
      tasks.cancel(DetailsKey.events)
      update {
        $0.text = text
        $0.link = .failed(error, previous: nil)
        $0.details = DPPProductDetails()
      }
    }
  }
}
