/// The backend's `{"success": true, "data": …}` wrapper.
struct WalletDataEnvelope<Payload: Decodable & Sendable>: Decodable, Sendable {
  var success: Bool?
  var data: Payload
}
