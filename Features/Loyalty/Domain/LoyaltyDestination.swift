import Foundation

/// Where the app should navigate for the platform SDK's UI presenters (`openSupermarketsMap`,
/// `openSuperMarketsFlow`, `showDialog`, push campaigns): the module returns the destination and
/// the app presents it with its own UI.
public enum LoyaltyDestination: Sendable, Hashable {
  /// A campaign web page and the JSON parameters it expects.
  case campaignWebPage(url: URL, parameters: String)
  /// The map of participating supermarkets.
  case supermarketsMap(url: URL)
  /// An alert with a title, a message and one button.
  case dialog(title: String, message: String, button: String)
}
