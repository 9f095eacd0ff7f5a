extension GS1CodeLists {
  /// PackageTypeCode values: UN/ECE Recommendation 21 codes extended with GS1 codes, in ascending
  /// byte order so that ``isPackageType(_:)`` can binary-search them.
  ///
  /// As maintained by GS1 (https://navigator.gs1.org/edi/codelist-details?name=PackageTypeCode) and
  /// shipped in the GS1 Barcode Syntax Engine (`src/c-lib/syntax/lint_packagetype.c`).
  static let packageTypes: [String] = [
    "1A", "1B", "1D", "1F", "1G", "1W",
    "200", "201", "202", "203", "204", "205", "206", "210", "211", "212", "2C",
    "3A", "3H",
    "43", "44", "4A", "4B", "4C", "4D", "4F", "4G", "4H",
    "5H", "5L", "5M",
    "6H", "6P",
    "7A", "7B",
    "8", "8A", "8B", "8C",
    "9",
    "AA", "AB", "AC", "AD", "AF", "AG", "AH", "AI", "AJ", "AL", "AM", "AP", "APE", "AT", "AV",
    "B4", "BB", "BC", "BD", "BE", "BF", "BG", "BGE", "BH", "BI", "BJ", "BK", "BL", "BM", "BME", "BN", "BO", "BP", "BQ",
    "BR", "BRI", "BS", "BT", "BU", "BV", "BW", "BX", "BY", "BZ",
    "CA", "CB", "CBL", "CC", "CCE", "CD", "CE", "CF", "CG", "CH", "CI", "CJ", "CK", "CL", "CM", "CN", "CO", "CP", "CQ",
    "CR", "CS", "CT", "CU", "CV", "CW", "CX", "CY", "CZ",
    "DA", "DB", "DC", "DG", "DH", "DI", "DJ", "DK", "DL", "DM", "DN", "DP", "DPE", "DR", "DS", "DT", "DU", "DV", "DW",
    "DX", "DY",
    "E1", "E2", "E3", "EC", "ED", "EE", "EF", "EG", "EH", "EI", "EN",
    "FB", "FC", "FD", "FE", "FI", "FL", "FO", "FOB", "FP", "FPE", "FR", "FT", "FW", "FX",
    "GB", "GI", "GL", "GR", "GU", "GY", "GZ",
    "HA", "HB", "HC", "HG", "HN", "HR",
    "IA", "IB", "IC", "ID", "IE", "IF", "IG", "IH", "IK", "IL", "IN", "IZ",
    "JB", "JC", "JG", "JR", "JT", "JY",
    "KG", "KI",
    "LAB", "LE", "LG", "LT", "LU", "LV", "LZ",
    "MA", "MB", "MC", "ME", "MPE", "MR", "MS", "MT", "MW", "MX",
    "NA", "NE", "NF", "NG", "NS", "NT", "NU", "NV",
    "OA", "OB", "OC", "OD", "OE", "OF", "OK", "OPE", "OT", "OU",
    "P2", "PA", "PAE", "PB", "PC", "PD", "PE", "PF", "PG", "PH", "PI", "PJ", "PK", "PL", "PLP", "PN", "PO", "POP", "PP",
    "PPE", "PR", "PT", "PU", "PUE", "PV", "PX", "PY", "PZ",
    "QA", "QB", "QC", "QD", "QF", "QG", "QH", "QJ", "QK", "QL", "QM", "QN", "QP", "QQ", "QR", "QS",
    "RB1", "RB2", "RB3", "RCB", "RD", "RG", "RJ", "RK", "RL", "RO", "RT", "RZ",
    "S1", "SA", "SB", "SC", "SD", "SE", "SEC", "SH", "SI", "SK", "SL", "SM", "SO", "SP", "SS", "ST", "STL", "SU", "SV",
    "SW", "SX", "SY", "SZ",
    "T1", "TB", "TC", "TD", "TE", "TEV", "TG", "THE", "TI", "TK", "TL", "TN", "TO", "TR", "TRE", "TS", "TT", "TTE",
    "TU", "TV", "TW", "TWE", "TY", "TZ",
    "UC", "UN", "UUE",
    "VA", "VG", "VI", "VK", "VL", "VN", "VO", "VP", "VQ", "VR", "VS", "VY",
    "WA", "WB", "WC", "WD", "WF", "WG", "WH", "WJ", "WK", "WL", "WM", "WN", "WP", "WQ", "WR", "WRP", "WS", "WT", "WU",
    "WV", "WW", "WX", "WY", "WZ",
    "X11", "X12", "X15", "X16", "X17", "X18", "X19", "X20", "X3", "XA", "XB", "XC", "XD", "XF", "XG", "XH", "XJ", "XK",
    "YA", "YB", "YC", "YD", "YF", "YG", "YH", "YJ", "YK", "YL", "YM", "YN", "YP", "YQ", "YR", "YS", "YT", "YV", "YW",
    "YX", "YY", "YZ",
    "ZA", "ZB", "ZC", "ZD", "ZF", "ZG", "ZH", "ZJ", "ZK", "ZL", "ZM", "ZN", "ZP", "ZQ", "ZR", "ZS", "ZT", "ZU", "ZV",
    "ZW", "ZX", "ZY", "ZZ",
  ]

  /// Whether `code` is exactly one of ``packageTypes``.
  static func isPackageType(_ code: UnsafeBufferPointer<UInt8>) -> Bool {
    var low = 0
    var high = packageTypes.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = packageTypes[middle].utf8
      if candidate.elementsEqual(code) { return true }
      if candidate.lexicographicallyPrecedes(code) { low = middle + 1 } else { high = middle }
    }
    return false
  }
}
