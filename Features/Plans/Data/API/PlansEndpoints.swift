import Foundation
import SharedCore

/// The backend's Plans endpoints on the app's business API, each with a stable metrics name.
public enum PlansEndpoints {
  /// `POST v1/plans/transactions`: uploads signed transactions and renewal info under an
  /// idempotency key; the answer is the backend's view (``PlansServerView``).
  public static func upload(_ body: Data, idempotencyKey: String) -> Endpoint<PlansServerView> {
    Endpoint(
      .post, path: ["v1", "plans", "transactions"], headers: ["Content-Type": "application/json"],
      body: .data(body, contentType: "application/json"), auth: .bearer,
      metricsName: "plans POST /v1/plans/transactions"
    )
    .idempotencyKey(idempotencyKey)
  }

  /// `GET v1/plans/transactions`: the backend's view of the user's purchases, for restoring them on
  /// a new device.
  public static func restore() -> Endpoint<PlansServerView> {
    Endpoint(
      .get, path: ["v1", "plans", "transactions"], auth: .bearer, metricsName: "plans GET /v1/plans/transactions")
  }

  /// `GET v1/plans/remote-config`: the signed remote configuration.
  public static func remoteConfig() -> Endpoint<EmptyBody> {
    Endpoint(
      .get, path: ["v1", "plans", "remote-config"], auth: .bearer, metricsName: "plans GET /v1/plans/remote-config")
  }
}
