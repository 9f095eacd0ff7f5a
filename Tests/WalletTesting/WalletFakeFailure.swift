/// A refusal of ``WalletFakeBackend``, answered in the backend's error envelope.
struct WalletFakeFailure: Error {
  let status: Int
  let code: String
  let message: String

  init(_ status: Int, _ code: String, _ message: String) {
    self.status = status
    self.code = code
    self.message = message
  }

  static func validation(_ message: String) -> WalletFakeFailure { .init(400, "VALIDATION_ERROR", message) }
}
