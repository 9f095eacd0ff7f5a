import Foundation
import IndiaTax
import SharedCore
import Testing

/// How many HSN digits an invoice shows, by turnover and date (Notifications 12/2017 and 78/2020–
/// Central Tax).
@Suite struct HSNDigitRuleTests {
  private let rule = HSNDigitRule.india

  @Test(
    arguments: [
      // Notification 12/2017–Central Tax: none up to ₹1.5 crore, 2 digits up to ₹5 crore, 4 above.
      ("2019-06-01", "15000000", true, Int?.none), ("2019-06-01", "15000000.01", true, 2),
      ("2019-06-01", "50000000", true, 2), ("2019-06-01", "50000001", true, 4),
      // Notification 78/2020–Central Tax, from 1 Apr 2021: 4 digits up to ₹5 crore, 6 above.
      ("2021-03-31", "10000000", true, nil), ("2021-04-01", "10000000", true, 4), ("2021-04-01", "0", true, 4),
      ("2021-04-01", "50000000", true, 4), ("2021-04-01", "50000000.01", true, 6), ("2026-06-01", "900000000", true, 6),
      // Up to ₹5 crore the code may be left out of invoices to unregistered buyers; above, it may not.
      ("2026-06-01", "40000000", false, nil), ("2026-06-01", "60000000", false, 6),
      ("2017-06-30", "900000000", true, nil),
    ] as [(String, String, Bool, Int?)])
  func digitsByTurnoverAndDate(date: String, turnover: String, registered: Bool, digits: Int?) {
    #expect(
      rule.minimumDigits(aggregateTurnover: dec(turnover), on: day(date), recipientIsRegistered: registered) == digits)
  }

  @Test func aCodeIsCheckedAgainstTheRule() throws {
    #expect(throws: HSNCodeError.tooFewDigits("1006", required: 6)) {
      try rule.check(try HSNCode("1006"), aggregateTurnover: 60_000_000, on: day("2026-06-01"))
    }
    try rule.check(try HSNCode("100630"), aggregateTurnover: 60_000_000, on: day("2026-06-01"))
    try rule.check(try HSNCode("10"), aggregateTurnover: 20_000_000, on: day("2020-06-01"))
    #expect(rule.leastDigits(on: day("2026-06-01")) == 4)
    #expect(rule.leastDigits(on: day("2020-06-01")) == nil)
  }
}
