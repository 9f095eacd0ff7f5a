import Foundation
import SharedCore

extension LifecycleEvent {
  /// Detail keys read as the lot number when the event has no serial.
  static let lotDetailKeys = ["lot", "lotNumber", "batch", "batchNumber"]

  /// The event as an EPCIS 2.0 ObjectEvent (mapping in ``LifecycleStage``).
  ///
  /// - `epcList`: one constrained Digital Link URI from `gtin` + `serial` (or, without a serial, the
  ///   lot in `details["lot" | "lotNumber" | "batch" | "batchNumber"]`).
  /// - `readPoint`/`bizLocation`: a 13-digit GLN becomes `https://id.gs1.org/414/{gln}`; URIs are kept.
  /// - `details`: with ADD they become `ilmd`, otherwise event extension members; keys that are not
  ///   already URIs/CURIEs get ``EPCISExportOptions/extensionPrefix``.
  /// - Throws: ``EPCISError`` naming the offending field (unknown CBV value, bad GTIN/serial/lot,
  ///   bad time or location, `type` other than ObjectEvent).
  public func epcisObjectEvent(eventID: String? = nil, options: EPCISExportOptions = .init()) throws
    -> EPCISObjectEvent
  {
    guard type == EPCISObjectEvent.type else { throw EPCISError.unsupportedEventType(type) }
    let (step, action, disposition) = try resolvedVocabulary()
    let time = try EPCISDateTime(parsing: timestamp, field: "when")
    let offset =
      try options.timeZone.map { EPCISTimeZoneOffset(timeZone: $0, at: time.date) }
      ?? Self.offset(in: timestamp)
    // Keep the caller's text unless a zone was requested or it uses the space separator RFC 3339
    // permits but the EPCIS schema's `date-time` format does not.
    let keepsText = options.timeZone == nil && !timestamp.contains(" ")
    let eventTime = keepsText ? time : EPCISDateTime(date: time.date, offset: offset)
    let lot = serial == nil ? Self.lotDetailKeys.lazy.compactMap { details?[$0]?.jsonValue.stringValue }.first : nil
    let epc: String
    do {
      epc = try constrainedDigitalLinkURI(gtin: gtin, lot: lot, serial: serial)
    } catch {
      throw EPCISError.invalidIdentifier(error)
    }
    let extra = namespacedDetails(options)
    return try EPCISObjectEvent(
      eventID: eventID,
      eventTime: eventTime,
      eventTimeZoneOffset: offset,
      action: action,
      bizStep: step,
      disposition: disposition,
      epcList: [epc],
      readPoint: try readPoint.map { try EPCISLocation(parsing: $0, field: "readPoint") },
      bizLocation: try bizLocation.map { try EPCISLocation(parsing: $0, field: "bizLocation") },
      ilmd: action == .add && !extra.isEmpty ? extra : nil,
      extensions: action == .add ? [:] : extra
    )
  }

  /// The CBV business step, action and disposition, per ``LifecycleStage``'s rules.
  func resolvedVocabulary() throws -> (CBVBusinessStep, EPCISAction, CBVDisposition) {
    let ownAction = try EPCISAction(parsing: action)
    let ownDisposition = try CBVDisposition(parsing: disposition)
    if let stage = LifecycleStage.named(bizStep) {
      return (
        stage.bizStep,
        ownAction == .observe ? stage.action : ownAction,
        ownDisposition == .active ? stage.disposition : ownDisposition
      )
    }
    return (try CBVBusinessStep(parsing: bizStep), ownAction, ownDisposition)
  }

  private func namespacedDetails(_ options: EPCISExportOptions) -> [String: AnyCodable] {
    var result: [String: AnyCodable] = [:]
    for (key, value) in details ?? [:] {
      let name = EPCISNames.isURIOrCURIE(key) ? key : "\(options.extensionPrefix):\(key)"
      result[name] = value
    }
    return result
  }

  /// The `±hh:mm` at the end of an RFC 3339 timestamp (`Z` is `+00:00`).
  private static func offset(in timestamp: String) throws -> EPCISTimeZoneOffset {
    if timestamp.hasSuffix("Z") || timestamp.hasSuffix("z") { return .utc }
    return try EPCISTimeZoneOffset(parsing: String(timestamp.suffix(6)))
  }
}

extension EPCISDocument {
  /// A document with `events` exported as ObjectEvents, declaring the extension namespace.
  /// - Throws: the first event's ``EPCISError``, wrapped with its index in ``EPCISExportError``.
  public init(exporting events: [LifecycleEvent], options: EPCISExportOptions = .init(), creationDate: Date = Date())
    throws
  {
    var objectEvents: [EPCISObjectEvent] = []
    objectEvents.reserveCapacity(events.count)
    for (index, event) in events.enumerated() {
      do {
        objectEvents.append(try event.epcisObjectEvent(options: options))
      } catch let error as EPCISError {
        throw EPCISExportError(index: index, error: error)
      }
    }
    self.init(
      events: objectEvents, namespaces: [options.extensionPrefix: options.extensionNamespace],
      creationDate: creationDate)
  }
}
