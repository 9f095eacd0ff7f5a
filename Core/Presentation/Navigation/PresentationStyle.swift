/// How a modal route is shown.
public enum PresentationStyle: String, Sendable, Hashable, Codable {
  /// A sheet over the current screen (SwiftUI `.sheet`).
  case sheet
  /// A cover filling the screen (SwiftUI `.fullScreenCover`).
  case fullScreenCover
}
