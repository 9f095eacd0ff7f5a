/// What the scan screen sends its ``DPPScanViewModel``.
///
/// Product actions (register, record, export, sync) are not here: they are
/// ``DPPPassportEvent``s, sent to the passport screen of the product the scan found.
public enum DPPScanEvent: Sendable, Hashable {
  /// Scanned or typed text to read as a GS1 Digital Link.
  case scan(String)
  /// Scan the last text again (nothing happens before the first scan).
  case refresh
  /// Load the next page of the scanned product's events.
  case loadMoreEvents
}
