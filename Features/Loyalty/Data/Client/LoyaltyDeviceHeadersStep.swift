import SharedCore

/// Adds the platform and device headers (``LoyaltyDevice/headers``) to every loyalty request.
public struct LoyaltyDeviceHeadersStep: RequestStep {
  private let headers: HTTPHeaders

  /// Creates the step for `device`.
  public init(device: LoyaltyDevice) {
    headers = HTTPHeaders(device.headers)
  }

  /// Sets the headers.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    var request = request
    request.http.headers.merge(headers)
    return try await next(request)
  }
}
