import Foundation
import SharedCore

extension GSTRateTable {
  /// India's GST rates (the whole rate; CGST and SGST are half each):
  ///
  /// - From 1 Jul 2017: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18 and 28 % (the e-invoice rate master).
  /// - From 22 Sep 2025 (GST Council, 56th meeting; Notification 9/2025–Central Tax (Rate)): 40 % is
  ///   added for luxury and demerit goods; 12 % and 28 % leave general use. 12 % remains for bricks and
  ///   earthen or roofing tiles (Notification 14/2025–Central Tax (Rate)); 28 % for pan masala and
  ///   tobacco products (Schedule VII of Notification 9/2025).
  /// - From 1 Feb 2026 (Notification 19/2025–Central Tax (Rate)): Schedule VII is omitted, so 28 % ends:
  ///   pan masala and tobacco products move to 40 %, biris to 18 %.
  ///
  /// Replace it with your own table when rates change again.
  public static let india = GSTRateTable(periods: [
    Period(
      effectiveFrom: IndiaTaxDate.gstLaunch, rates: percents("0 0.1 0.25 1 1.5 3 5 6 7.5 12 18 28"),
      source: "GST launch; Notification 1/2017–Central Tax (Rate)"),
    Period(
      effectiveFrom: IndiaTaxDate.day(2025, 9, 22),
      entries: percents("0 0.1 0.25 1 1.5 3 5 6 7.5 18 40").map { Entry(rate: $0) } + [
        bricksAtTwelve, tobaccoAtTwentyEight,
      ],
      source: "GST Council, 56th meeting; Notification 9/2025–Central Tax (Rate)",
      notes: [
        Note(rate: 12, text: "", alternatives: [5, 18]),
        Note(rate: 28, text: "", alternatives: [18, 40]),
      ]),
    Period(
      effectiveFrom: IndiaTaxDate.day(2026, 2, 1),
      entries: percents("0 0.1 0.25 1 1.5 3 5 6 7.5 18 40").map { Entry(rate: $0) } + [bricksAtTwelve],
      source: "Notification 19/2025–Central Tax (Rate)",
      notes: [
        Note(
          rate: 28, text: "pan masala and tobacco products moved to 40% and biris to 18%", alternatives: [18, 40])
      ]),
  ])

  /// 12 % kept for bricks and earthen tiles after 22 Sep 2025.
  private static let bricksAtTwelve = Entry(
    rate: 12,
    scope: .goods(
      hsnPrefixes: ["6815", "69010010", "69041000", "69051000"],
      description: "fly ash bricks, blocks and aggregates, bricks of siliceous earths, building bricks and earthen "
        + "or roofing tiles"),
    source: "Notification 14/2025–Central Tax (Rate)")

  /// 28 % kept for pan masala and tobacco products from 22 Sep 2025 to 31 Jan 2026.
  private static let tobaccoAtTwentyEight = Entry(
    rate: 28,
    scope: .goods(
      hsnPrefixes: ["21069020", "2401", "2402", "2403", "24041100", "24041900"],
      description: "pan masala and tobacco products"),
    source: "Schedule VII of Notification 9/2025–Central Tax (Rate)")

  private static func percents(_ list: String) -> [Decimal] {
    list.split(separator: " ").compactMap { try? DecimalParser.parse(String($0)) }
  }
}
