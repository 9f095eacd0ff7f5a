import SharedCore

/// The analytics record of one loyalty API call: `custom_success_<op>_loyalty` or
/// `custom_error_<op>_loyalty`, posted on the event bus under the platform SDK's name `dynatrace`.
public struct LoyaltyAnalyticsBusEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "dynatrace"
  /// `custom_success_campaigns_loyalty`, `custom_error_redeem_coupon_loyalty`, …
  public var eventName: String
  /// Extra context; never personal data.
  public var parameters: [String: String]

  /// Creates the record of `operation`'s outcome.
  public init(operation: String, succeeded: Bool, parameters: [String: String] = [:]) {
    eventName = "custom_\(succeeded ? "success" : "error")_\(operation)_loyalty"
    self.parameters = parameters
  }
}
