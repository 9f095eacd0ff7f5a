/// A fault ``WalletFakeBackend`` injects into its answers (``WalletFakeBackend/inject(_:into:times:)``):
/// each one is an answer that does not prove what the backend did, or a refusal.
public enum WalletFakeFault: Sendable, Hashable {
  /// The backend does the work, then the connection drops before the answer.
  case dropResponse
  /// The backend does the work, then a success answer arrives cut in half: a 2xx that cannot be read.
  case garbleResponse
  /// The backend does the work, then the caller gets `status` instead of the answer, with the error
  /// envelope carrying `code` (none when `nil`): a gateway that loses a committed answer.
  case replaceAnswer(status: Int, code: String?)
  /// The backend does not do the work and answers `status`, with the error envelope carrying `code`
  /// (none when `nil`). A 409 `IDEMPOTENCY_KEY_IN_USE` also carries `Retry-After: 1`, as the
  /// backend's answer to a request whose key is still being handled does.
  case refuse(status: Int, code: String?)
}
