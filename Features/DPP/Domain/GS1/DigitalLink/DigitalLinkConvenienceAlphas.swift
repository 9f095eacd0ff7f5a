/// The deprecated Digital Link "convenience alphas" (`/gtin/` for `/01/`), as GS1's syntax engine maps them.
public enum DigitalLinkConvenienceAlphas {
  /// Alpha → AI.
  public static let aiByAlpha: [String: String] = [
    "cpid": "8010", "cpsn": "8011", "cpv": "22", "gcn": "255", "gdti": "253", "giai": "8004", "ginc": "401",
    "gln": "414", "glnx": "254", "gmn": "8013", "grai": "8003", "gsin": "402", "gsrn": "8018", "gsrnp": "8017",
    "gtin": "01", "itip": "8006", "lot": "10", "party": "417", "refno": "8020", "ser": "21", "srin": "8019",
    "sscc": "00",
  ]
}
