/// The TraceWise API's answer to recording a lifecycle event.
public struct TraceWiseEventResponse: Codable, Sendable, Hashable {
  /// The server's identifier for the event.
  public let id: String
  /// The processing status (`accepted`, `recorded`).
  public let status: String
  /// The event's EPCIS URN, when the server assigned one.
  public let epcisUrn: String?

  /// Creates a response.
  public init(id: String, status: String, epcisUrn: String? = nil) {
    self.id = id
    self.status = status
    self.epcisUrn = epcisUrn
  }
}
