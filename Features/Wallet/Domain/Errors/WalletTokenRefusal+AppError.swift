import SharedCore

extension WalletTokenRefusal: AppErrorConvertible {
  /// The shared vocabulary's view, through the backend error table's (``walletError``).
  public var appError: AppError { walletError.appError }
}
