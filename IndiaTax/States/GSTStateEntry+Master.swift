import SharedCore

extension GSTStateEntry {
  /// GST's state master: every code a GSTIN, a place of supply or an e-invoice's state field has
  /// carried since 1 July 2017, with the dates each was in force.
  ///
  /// Sources (see the IndiaTax documentation's "States and union territories" article): the IRP's
  /// state code master, the Jammu and Kashmir Reorganisation (Removal of Difficulties) Order, 2019
  /// (Ladakh), Notification 10/2020–Central Tax and the Dadra and Nagar Haveli and Daman and Diu
  /// (Merger of Union Territories) Act, 2019 (25 into 26), and GSTN's GSTIN formats (99).
  static let master: [String: GSTStateEntry] = {
    let day = IndiaTaxDate.day
    let launch = IndiaTaxDate.gstLaunch
    let ladakhDay = day(2019, 10, 31)
    let mergerDay = day(2020, 1, 26)
    let entries = [
      // Jammu and Kashmir brought in GST on 8 July 2017, a week after the rest of India, and became a
      // union territory with a legislature when Ladakh was carved out of it.
      GSTStateEntry(
        "01", [(day(2017, 7, 8), "Jammu and Kashmir")],
        kinds: [(day(2017, 7, 8), .state), (ladakhDay, .unionTerritoryWithLegislature)],
        placeOfSupply: IndiaTaxSpan(from: day(2017, 7, 8), until: nil),
        registrations: IndiaTaxSpan(from: day(2017, 7, 8), until: nil)),
      GSTStateEntry("02", "Himachal Pradesh"),
      GSTStateEntry("03", "Punjab"),
      GSTStateEntry("04", "Chandigarh", .unionTerritory),
      GSTStateEntry("05", "Uttarakhand"),
      GSTStateEntry("06", "Haryana"),
      GSTStateEntry("07", "Delhi", .unionTerritoryWithLegislature),
      GSTStateEntry("08", "Rajasthan"),
      GSTStateEntry("09", "Uttar Pradesh"),
      GSTStateEntry("10", "Bihar"),
      GSTStateEntry("11", "Sikkim"),
      GSTStateEntry("12", "Arunachal Pradesh"),
      GSTStateEntry("13", "Nagaland"),
      GSTStateEntry("14", "Manipur"),
      GSTStateEntry("15", "Mizoram"),
      GSTStateEntry("16", "Tripura"),
      GSTStateEntry("17", "Meghalaya"),
      GSTStateEntry("18", "Assam"),
      GSTStateEntry("19", "West Bengal"),
      GSTStateEntry("20", "Jharkhand"),
      GSTStateEntry("21", "Odisha"),
      GSTStateEntry("22", "Chhattisgarh"),
      GSTStateEntry("23", "Madhya Pradesh"),
      GSTStateEntry("24", "Gujarat"),
      // Merged into 26 on 26 Jan 2020; its GSTINs were replaced by ones starting 26 from 1 Aug 2020.
      GSTStateEntry(
        "25", [(launch, "Daman and Diu")], kinds: [(launch, .unionTerritory)],
        placeOfSupply: IndiaTaxSpan(from: launch, until: day(2020, 1, 25)),
        registrations: IndiaTaxSpan(from: launch, until: day(2020, 7, 31)), successor: "26",
        retirement:
          "Daman and Diu merged into Dadra and Nagar Haveli and Daman and Diu (26) on 26 Jan 2020; its GSTINs were "
          + "replaced by ones starting 26 from 1 Aug 2020"),
      GSTStateEntry(
        "26", [(launch, "Dadra and Nagar Haveli"), (mergerDay, "Dadra and Nagar Haveli and Daman and Diu")],
        kinds: [(launch, .unionTerritory)], placeOfSupply: IndiaTaxSpan(from: launch, until: nil),
        registrations: IndiaTaxSpan(from: launch, until: nil)),
      GSTStateEntry("27", "Maharashtra"),
      // The IRP's master still lists it as "Andhra Pradesh (Old)"; GST began after the state's division
      // on 2 Jun 2014, so Andhra Pradesh is 37 and Telangana 36.
      GSTStateEntry(
        "28", [(launch, "Andhra Pradesh (before its division)")], kinds: [(launch, .state)], placeOfSupply: nil,
        registrations: nil, successor: "37",
        retirement:
          "28 is undivided Andhra Pradesh, divided on 2 Jun 2014, before GST: Andhra Pradesh is 37 and Telangana 36"),
      GSTStateEntry("29", "Karnataka"),
      GSTStateEntry("30", "Goa"),
      GSTStateEntry("31", "Lakshadweep", .unionTerritory),
      GSTStateEntry("32", "Kerala"),
      GSTStateEntry("33", "Tamil Nadu"),
      GSTStateEntry("34", "Puducherry", .unionTerritoryWithLegislature),
      GSTStateEntry("35", "Andaman and Nicobar Islands", .unionTerritory),
      GSTStateEntry("36", "Telangana"),
      GSTStateEntry("37", "Andhra Pradesh"),
      // A union territory from 31 Oct 2019 (Jammu and Kashmir Reorganisation Act, 2019).
      GSTStateEntry("38", "Ladakh", .unionTerritory, from: ladakhDay),
      GSTStateEntry("97", "Other Territory", .otherTerritory),
      GSTStateEntry(
        "96", [(launch, "Other Countries")], kinds: [(launch, .otherCountries)],
        placeOfSupply: IndiaTaxSpan(from: launch, until: nil), registrations: nil,
        retirement: "96 (Other Countries) is a place of supply outside India, never the state of a registration"),
      GSTStateEntry(
        "99", [(launch, "Centre Jurisdiction")], kinds: [(launch, .centreJurisdiction)], placeOfSupply: nil,
        registrations: IndiaTaxSpan(from: launch, until: nil),
        retirement:
          "99 (Centre Jurisdiction) is the state code of registrations the Centre administers (online services "
          + "from abroad), never a place of supply"),
    ]
    return Dictionary(entries.map { ($0.code, $0) }) { first, _ in first }
  }()
}
