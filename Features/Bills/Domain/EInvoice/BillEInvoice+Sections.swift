import Foundation

extension BillEInvoice {
  /// `TranDtls`: the tax scheme and the supply type.
  public struct Transaction: Sendable, Hashable, Codable {
    /// `TaxSch`, always `"GST"`.
    public var taxScheme: String
    /// `SupTyp`: `B2B`, `SEZWP`, `SEZWOP`, `EXPWP`, `EXPWOP` or `DEXP`.
    public var supplyType: String
    /// `RegRev`: `"Y"` when tax is paid by the buyer under reverse charge, else `"N"`.
    public var reverseCharge: String?
    /// `IgstOnIntra`: `"Y"` for an intra-state supply chargeable to IGST.
    public var igstOnIntraState: String?

    /// Transaction details.
    public init(
      taxScheme: String = "GST", supplyType: String, reverseCharge: String? = "N", igstOnIntraState: String? = nil
    ) {
      self.taxScheme = taxScheme
      self.supplyType = supplyType
      self.reverseCharge = reverseCharge
      self.igstOnIntraState = igstOnIntraState
    }

    private enum CodingKeys: String, CodingKey {
      case taxScheme = "TaxSch"
      case supplyType = "SupTyp"
      case reverseCharge = "RegRev"
      case igstOnIntraState = "IgstOnIntra"
    }
  }

  /// `DocDtls`: the document type, number and date.
  public struct Document: Sendable, Hashable, Codable {
    /// `Typ`: `INV`, `CRN` or `DBN`.
    public var type: String
    /// `No`: at most 16 characters of letters, digits, `/` and `-`, not starting with 0, `/` or `-`.
    public var number: String
    /// `Dt`: `dd/MM/yyyy`.
    public var date: String

    /// Document details.
    public init(type: String, number: String, date: String) {
      self.type = type
      self.number = number
      self.date = date
    }

    private enum CodingKeys: String, CodingKey {
      case type = "Typ"
      case number = "No"
      case date = "Dt"
    }
  }

  /// `PayDtls`: credit days, the amount paid and the amount due.
  public struct Payment: Sendable, Hashable, Codable {
    /// `CrDay`: days of credit.
    public var creditDays: Int?
    /// `PaidAmt`.
    public var paidAmount: Decimal?
    /// `PaymtDue`.
    public var amountDue: Decimal?

    /// Payment details.
    public init(creditDays: Int? = nil, paidAmount: Decimal? = nil, amountDue: Decimal? = nil) {
      self.creditDays = creditDays
      self.paidAmount = paidAmount
      self.amountDue = amountDue
    }

    private enum CodingKeys: String, CodingKey {
      case creditDays = "CrDay"
      case paidAmount = "PaidAmt"
      case amountDue = "PaymtDue"
    }
  }

  /// `ExpDtls`: shipping bill, port and destination country of an export.
  public struct Export: Sendable, Hashable, Codable {
    /// `CntCode`: the destination country, ISO 3166 alpha-2.
    public var countryCode: String?
    /// `ShipBNo`: the shipping bill number.
    public var shippingBillNumber: String?
    /// `ShipBDt`: the shipping bill date.
    public var shippingBillDate: String?
    /// `Port`: the port code.
    public var port: String?

    /// Export details.
    public init(
      countryCode: String? = nil, shippingBillNumber: String? = nil, shippingBillDate: String? = nil,
      port: String? = nil
    ) {
      self.countryCode = countryCode
      self.shippingBillNumber = shippingBillNumber
      self.shippingBillDate = shippingBillDate
      self.port = port
    }

    private enum CodingKeys: String, CodingKey {
      case countryCode = "CntCode"
      case shippingBillNumber = "ShipBNo"
      case shippingBillDate = "ShipBDt"
      case port = "Port"
    }
  }

  /// `EwbDtls`: transport details for an e-way bill generated with the IRN.
  public struct EWayBill: Sendable, Hashable, Codable {
    /// `Distance` in km, 0–4000 (0 lets the portal compute it from the PIN codes).
    public var distance: Int
    /// `TransMode`: `"1"` road, `"2"` rail, `"3"` air, `"4"` ship.
    public var transportMode: String?
    /// `VehNo`: the vehicle number (road).
    public var vehicleNumber: String?
    /// `VehType`: `"R"` regular or `"O"` over-dimensional cargo.
    public var vehicleType: String?
    /// `TransId`: the transporter's GSTIN or enrolment id.
    public var transporterID: String?
    /// `TransDocNo`: the transport document number (rail, air, ship).
    public var transportDocumentNumber: String?

    /// E-way bill details.
    public init(
      distance: Int, transportMode: String? = nil, vehicleNumber: String? = nil, vehicleType: String? = nil,
      transporterID: String? = nil, transportDocumentNumber: String? = nil
    ) {
      self.distance = distance
      self.transportMode = transportMode
      self.vehicleNumber = vehicleNumber
      self.vehicleType = vehicleType
      self.transporterID = transporterID
      self.transportDocumentNumber = transportDocumentNumber
    }

    private enum CodingKeys: String, CodingKey {
      case distance = "Distance"
      case transportMode = "TransMode"
      case vehicleNumber = "VehNo"
      case vehicleType = "VehType"
      case transporterID = "TransId"
      case transportDocumentNumber = "TransDocNo"
    }
  }
}
