import SharedCore

extension EventBus {
  /// Posts ``WalletEvent/balanceChanged(_:)`` with `vault`'s balance, read now.
  ///
  /// Called after a change has been stored: a failed read posts nothing rather than failing the
  /// change, which has already succeeded (the next change posts the balance again).
  func postBalance(of vault: WalletVault) async {
    let balance: WalletDerivedBalance
    do {
      balance = try await vault.balance()
    } catch {
      return
    }
    post(WalletEvent.balanceChanged(balance))
  }
}
