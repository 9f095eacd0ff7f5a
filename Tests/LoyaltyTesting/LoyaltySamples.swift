import Foundation
import LoyaltyFeature
import SharedCore

/// Sample values and platform responses for loyalty tests.
public enum LoyaltySamples {
  /// The app UUID of ``configuration``.
  public static let appUUID = "f83dfde1145e4c2da69793abb2f579af"
  /// A configuration for the fake backend: testing preset, analytics on.
  public static let configuration: LoyaltyConfiguration = {
    var sdk = WarplyConfiguration.testing
    sdk.enableAnalytics = true
    return LoyaltyConfiguration(
      appUUID: appUUID, merchantID: "20113", environment: .development, baseURLOverride: LoyaltyFakeBackend.baseURL,
      sdk: sdk)
  }()
  /// A test device.
  public static let device = LoyaltyDevice(bundleID: "org.example.tests", deviceID: "test-device", osVersion: "17.4")

  /// An active coupon.
  public static let coupon = LoyaltyCoupon(
    code: "COFFEE-1", couponSetUUID: "cs-coffee", name: "Free coffee", status: .active,
    expiration: LoyaltyDate.parse("2027-12-31 23:59:59"))

  /// A platform campaign object.
  public static func campaignJSON(_ id: String, sorting: Int = 1, couponSet: String = "cs-coffee") -> JSONValue {
    [
      "session_uuid": .string(id), "title": .string("Campaign \(id)"), "couponset": .string(couponSet),
      "sorting": .int(Int64(sorting)), "type": "coupon", "carousel": "false",
    ]
  }

  /// A platform coupon object; `status` 1 is active, 0 redeemed (on `redeemedDate`, in the
  /// platform's `yyyy-MM-dd HH:mm:ss` form).
  public static func couponJSON(_ code: String, status: Int = 1, redeemedDate: String? = nil) -> JSONValue {
    var coupon: [String: JSONValue] = [
      "coupon": .string(code), "couponset_uuid": "cs-coffee", "name": "Free coffee", "status": .int(Int64(status)),
      "expiration": "2027-12-31 23:59:59",
    ]
    if let redeemedDate { coupon["redeemed_date"] = .string(redeemedDate) }
    return .object(coupon)
  }

  /// Warply's context envelope around `payload` under `key` (`MAPP_COUPON`), with `status` and,
  /// when given, the platform's `message` (`MAPP_COUPON-msg`).
  public static func context(_ key: String, _ payload: JSONValue, status: Int = 1, message: String? = nil) -> String {
    var context: [String: JSONValue] = [key: payload, "\(key)-status": .int(Int64(status))]
    if let message { context["\(key)-msg"] = .string(message) }
    let body: JSONValue = ["status": "1", "context": .object(context)]
    return String(decoding: body.serialized(), as: UTF8.self)
  }
}
