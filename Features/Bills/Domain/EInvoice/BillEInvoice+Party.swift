extension BillEInvoice {
  /// `SellerDtls`, `BuyerDtls` or `ShipDtls`: a party's GSTIN, names and address.
  public struct Party: Sendable, Hashable, Codable {
    /// `Gstin`, or `"URP"` for an unregistered (overseas) buyer.
    public var gstin: String
    /// `LglNm`: the legal name.
    public var legalName: String
    /// `TrdNm`: the trade name.
    public var tradeName: String?
    /// `Pos`: the place of supply's state code (buyer only; `"96"` outside India).
    public var placeOfSupply: String?
    /// `Addr1`.
    public var address1: String
    /// `Addr2`.
    public var address2: String?
    /// `Loc`: the town or city.
    public var location: String
    /// `Pin`: the six-digit PIN code (999999 abroad).
    public var pin: Int?
    /// `Stcd`: the state code.
    public var stateCode: String

    /// A party.
    public init(
      gstin: String, legalName: String, tradeName: String? = nil, placeOfSupply: String? = nil, address1: String,
      address2: String? = nil, location: String, pin: Int?, stateCode: String
    ) {
      self.gstin = gstin
      self.legalName = legalName
      self.tradeName = tradeName
      self.placeOfSupply = placeOfSupply
      self.address1 = address1
      self.address2 = address2
      self.location = location
      self.pin = pin
      self.stateCode = stateCode
    }

    private enum CodingKeys: String, CodingKey {
      case gstin = "Gstin"
      case legalName = "LglNm"
      case tradeName = "TrdNm"
      case placeOfSupply = "Pos"
      case address1 = "Addr1"
      case address2 = "Addr2"
      case location = "Loc"
      case pin = "Pin"
      case stateCode = "Stcd"
    }
  }
}
