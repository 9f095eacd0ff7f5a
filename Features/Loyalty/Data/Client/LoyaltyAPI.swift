import Foundation
import SharedCore

/// Sends loyalty routes through the backend's client: fills placeholders, waits for the category's
/// rate-limit token, flattens the context response and checks its status; records one analytics
/// event per public operation (`tracked(_:isolation:_:)`), posted on the bus and queued durably
/// for the platform.
public final class LoyaltyAPI: Sendable {
  /// The configuration the requests are built from.
  public let configuration: LoyaltyConfiguration
  private let client: APIClient
  private let bus: EventBus?
  private let limiter: LoyaltyRequestLimiter?
  private let events: LoyaltyEventQueue?

  /// Creates the sender.
  /// - Parameters:
  ///   - client: The loyalty backend's client (signature, bearer and device steps).
  ///   - configuration: The app UUID, merchant id and language.
  ///   - bus: Where analytics events go; `nil` records none.
  ///   - limiter: The per-category token bucket; `nil` does not limit.
  ///   - events: Where analytics records are queued for the platform; `nil` sends none.
  public init(
    client: APIClient, configuration: LoyaltyConfiguration, bus: EventBus? = nil, limiter: LoyaltyRequestLimiter? = nil,
    events: LoyaltyEventQueue? = nil
  ) {
    self.client = client
    self.configuration = configuration
    self.bus = bus
    self.limiter = limiter
    self.events = events
  }

  /// Sends `route` and returns its flattened response when the platform reports success.
  /// - Parameters:
  ///   - route: The operation.
  ///   - parameters: Its fields (wrapped with the route's action).
  ///   - sessionUUID: Fills `{sessionUuid}`.
  ///   - accessToken: Fills `{access_token}` in the logout route's body template.
  ///   - idempotencyKey: Makes the request safe to replay (redemption).
  ///   - timeout: A per-attempt timeout.
  /// - Throws: ``WarplyError``: `.platformStatus` for a failure status in the body,
  ///   `.invalidResponse` for a body without the platform's status (it proves nothing), else the
  ///   mapped transport or HTTP failure.
  public func perform(
    _ route: LoyaltyRoute,
    parameters: [String: JSONValue] = [:],
    sessionUUID: String? = nil,
    accessToken: String? = nil,
    idempotencyKey: String? = nil,
    timeout: Duration? = nil
  ) async throws(WarplyError) -> LoyaltyContextResponse {
    let placeholders = LoyaltyPlaceholders(
      appUUID: configuration.appUUID, webID: configuration.merchantID, accessToken: accessToken,
      sessionUUID: sessionUUID)
    var endpoint: Endpoint<JSONValue>
    do {
      endpoint = try route.endpoint(placeholders: placeholders, parameters: parameters, idempotencyKey: idempotencyKey)
    } catch {
      throw WarplyError(error)
    }
    if let timeout { endpoint.timeout = timeout }
    if let limiter {
      do {
        try await limiter.acquire(route.category)
      } catch {
        throw .unknownError(-999)
      }
    }
    let raw: JSONValue
    do {
      raw = try await client.send(endpoint)
    } catch {
      throw WarplyError(error)
    }
    let response = LoyaltyContextResponse(raw)
    guard response.isSuccess(contextKey: route.contextKey) else {
      let key = route.contextKey
      guard let status = key.flatMap({ response["\($0)-status"]?.intValue }) ?? response.status else {
        throw .invalidResponse
      }
      let message = key.flatMap { response["\($0)-msg"]?.stringValue } ?? response["msg"]?.stringValue
      throw .platformStatus(Int(clamping: status), message: message)
    }
    return response
  }

  /// Runs `operation` and records exactly one analytics event for it, success or error
  /// (cancellation records none): posted on the bus and queued for the platform.
  public func tracked<Value>(
    _ operation: String,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(WarplyError) -> Value
  ) async throws(WarplyError) -> Value {
    do {
      let value = try await body()
      if configuration.sdk.enableAnalytics {
        await record(LoyaltyAnalyticsBusEvent(operation: operation, succeeded: true))
      }
      return value
    } catch {
      if configuration.sdk.enableAnalytics, !Task.isCancelled {
        await record(
          LoyaltyAnalyticsBusEvent(operation: operation, succeeded: false, parameters: ["code": "\(error.code)"]))
      }
      throw error
    }
  }

  private func record(_ event: LoyaltyAnalyticsBusEvent) async {
    bus?.post(event)
    await events?.record(event)
  }

  /// Decodes every element of the array under `key` of the route's payload with `make`.
  public func list<Element>(
    _ response: LoyaltyContextResponse, route: LoyaltyRoute, key: String,
    _ make: (JSONValue, String) throws(WarplyError) -> Element
  ) throws(WarplyError) -> [Element] {
    let payload = route.contextKey.flatMap { response[$0] } ?? .object(response.json)
    let path = "\(route.contextKey ?? "response").\(key)"
    var elements: [Element] = []
    for (index, element) in try LoyaltyJSONObject.array(payload, key: key, path: path).enumerated() {
      elements.append(try make(element, "\(path)[\(index)]"))
    }
    return elements
  }

  /// The object under `key` of the route's payload.
  public func object(_ response: LoyaltyContextResponse, route: LoyaltyRoute, key: String) throws(WarplyError)
    -> JSONValue
  {
    let payload = route.contextKey.flatMap { response[$0] } ?? .object(response.json)
    guard let value = payload[key], value.objectValue != nil else {
      throw .dataParsingError(path: "\(route.contextKey ?? "response").\(key)")
    }
    return value
  }
}
