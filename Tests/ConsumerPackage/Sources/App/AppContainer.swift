import DPPFeature
import Foundation
import SharedCore
import SharedPlatform

/// The app's composition root: the platform services, then the DPP feature.
public enum AppContainer {
  /// Builds the container for `configuration`, storing data in `dataDirectory`.
  ///
  /// - Parameters:
  ///   - dataDirectory: The app's private data folder (created when missing).
  ///   - configuration: The environment's settings; `endpoints.baseURL` is the TraceWise API.
  ///   - apiKey: The TraceWise `X-API-Key`.
  public static func make(
    dataDirectory: URL,
    configuration: CoreConfiguration,
    apiKey: String
  ) throws -> Container {
    try Container(modules: [
      PlatformModule(applicationID: "com.example.consumer", dataDirectory: dataDirectory, configuration: configuration),
      DPPModule(apiKey: apiKey),
    ])
  }
}
