import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform

/// The loyalty demo against the reference server: initialize, sign in, load campaigns and
/// coupons, redeem a coupon whose first answer is dropped by a fault (still redeemed exactly
/// once), then expire the access token on the server and show the points history after exactly
/// one transparent refresh.
///
/// `container` must hold ``LoyaltyModule`` pointed at `baseURL`; the fault and the expiry use the
/// reference server's `/admin` routes. Each step prints a one-line summary to `output`.
func runLoyaltyDemoScenario(container: Container, baseURL: URL, output: (String) -> Void) async throws {
  let loyalty = try container.resolve(WarplySDK.self)
  let admin = ReferenceServerAdmin(baseURL: baseURL)
  let appUUID = loyalty.configuration.appUUID

  try await loyalty.initialize()
  output("initialize app \(appUUID): configuration valid, device registered")

  let email = "demo-\(UUID().uuidString.prefix(6).lowercased())@example.gr"
  try await loyalty.deiLogin(email: email)
  output("sign-in    DEI \(email): tokens in the loyalty backend's own store")

  let campaigns = try await loyalty.getCampaigns()
  let carousel = await loyalty.state.carouselList
  output(
    "campaigns  \(campaigns.map(\.title).joined(separator: ", ")); carousel: "
      + carousel.map(\.title).joined(separator: ", "))
  let coupons = try await loyalty.getCoupons()
  let redeemed = await loyalty.state.oldCouponList
  output(
    "coupons    active: \(coupons.map { "\($0.code) (until \($0.expirationDisplay))" }.joined(separator: ", ")); "
      + "redeemed: \(redeemed.map(\.code).joined(separator: ", "))")

  try await admin.post(
    "admin/faults", ["pathPrefix": .string("/oauth/\(appUUID)/context"), "dropResponse": true, "times": 1])
  let outcome = try await loyalty.redeemCoupon(productId: "COFFEE-1", productUuid: "cs-coffee", merchantId: "m-cafe")
  let counters = try await admin.get("admin/loyalty", query: ["user": email])
  let result =
    switch outcome {
    case .redeemed(let code, let date): "\(code) redeemed at \(date?.formatted(.iso8601) ?? "-")"
    case .pending(let request, let reason): "\(request.couponCode) pending: \(reason.userMessage)"
    }
  output(
    "redeem     COFFEE-1 with its first answer dropped: \(result); the server redeemed it "
      + "\(counters["redemptions"]?.intValue ?? -1) time(s)")

  let refreshPath = "POST /oauth/\(appUUID)/token"
  let before = try await admin.get("admin/stats")["requests"]?[refreshPath]?.intValue ?? 0
  try await admin.post("admin/expire-tokens", [:])
  let history = try await loyalty.getPointsHistory()
  let after = try await admin.get("admin/stats")["requests"]?[refreshPath]?.intValue ?? 0
  output("expire     the server expired every access token; the next call refreshed \(after - before) time(s)")
  for entry in history {
    output(
      "points     \(entry.date.map(LoyaltyDate.display) ?? "-")  \(entry.points > 0 ? "+" : "")\(entry.points)  \(entry.description)"
    )
  }
}
