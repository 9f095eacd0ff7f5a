/// The backend's error body.
struct WalletErrorEnvelope: Decodable {
  /// The error itself.
  var error: Detail

  /// `error`: a code from the table, a message and optional field details.
  struct Detail: Decodable {
    var code: String
    var message: String
    var details: [FieldDetail]?
  }

  /// One entry of `details`.
  struct FieldDetail: Decodable {
    var field: String?
    var message: String?
    var code: String?
  }
}
