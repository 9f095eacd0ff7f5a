import Foundation

extension BillEInvoice {
  /// One entry of `ItemList`.
  public struct Item: Sendable, Hashable, Codable {
    /// `SlNo`: the serial number, `"1"`, `"2"`…
    public var serialNumber: String
    /// `PrdDesc`: the description.
    public var description: String?
    /// `IsServc`: `"Y"` for a service, `"N"` for goods.
    public var isService: String
    /// `HsnCd`: the HSN or SAC code, 4, 6 or 8 digits.
    public var hsnCode: String
    /// `Qty`, up to 3 decimals.
    public var quantity: Decimal?
    /// `Unit`: the unit quantity code (`NOS`, `KGS`).
    public var unit: String?
    /// `UnitPrice`, up to 3 decimals, tax-exclusive.
    public var unitPrice: Decimal
    /// `TotAmt`: the gross amount, unit price × quantity, with the line's charges.
    public var totalAmount: Decimal
    /// `Discount`.
    public var discount: Decimal?
    /// `AssAmt`: the taxable value, gross less discount.
    public var assessableAmount: Decimal
    /// `GstRt`: the GST rate (CGST + SGST, or IGST).
    public var gstRate: Decimal
    /// `IgstAmt`.
    public var igstAmount: Decimal?
    /// `CgstAmt`.
    public var cgstAmount: Decimal?
    /// `SgstAmt`.
    public var sgstAmount: Decimal?
    /// `CesRt`: the ad valorem cess rate.
    public var cessRate: Decimal?
    /// `CesAmt`: the ad valorem cess.
    public var cessAmount: Decimal?
    /// `CesNonAdvlAmt`: the specific cess.
    public var specificCessAmount: Decimal?
    /// `TotItemVal`: taxable value plus tax and cess.
    public var totalItemValue: Decimal

    /// An item.
    public init(
      serialNumber: String, description: String?, isService: String, hsnCode: String, quantity: Decimal?,
      unit: String?, unitPrice: Decimal, totalAmount: Decimal, discount: Decimal?, assessableAmount: Decimal,
      gstRate: Decimal, igstAmount: Decimal?, cgstAmount: Decimal?, sgstAmount: Decimal?, cessRate: Decimal?,
      cessAmount: Decimal?, specificCessAmount: Decimal?, totalItemValue: Decimal
    ) {
      self.serialNumber = serialNumber
      self.description = description
      self.isService = isService
      self.hsnCode = hsnCode
      self.quantity = quantity
      self.unit = unit
      self.unitPrice = unitPrice
      self.totalAmount = totalAmount
      self.discount = discount
      self.assessableAmount = assessableAmount
      self.gstRate = gstRate
      self.igstAmount = igstAmount
      self.cgstAmount = cgstAmount
      self.sgstAmount = sgstAmount
      self.cessRate = cessRate
      self.cessAmount = cessAmount
      self.specificCessAmount = specificCessAmount
      self.totalItemValue = totalItemValue
    }

    private enum CodingKeys: String, CodingKey {
      case serialNumber = "SlNo"
      case description = "PrdDesc"
      case isService = "IsServc"
      case hsnCode = "HsnCd"
      case quantity = "Qty"
      case unit = "Unit"
      case unitPrice = "UnitPrice"
      case totalAmount = "TotAmt"
      case discount = "Discount"
      case assessableAmount = "AssAmt"
      case gstRate = "GstRt"
      case igstAmount = "IgstAmt"
      case cgstAmount = "CgstAmt"
      case sgstAmount = "SgstAmt"
      case cessRate = "CesRt"
      case cessAmount = "CesAmt"
      case specificCessAmount = "CesNonAdvlAmt"
      case totalItemValue = "TotItemVal"
    }
  }

  /// `ValDtls`: the document totals.
  public struct Values: Sendable, Hashable, Codable {
    /// `AssVal`: the sum of the items' taxable values.
    public var assessableValue: Decimal
    /// `CgstVal`.
    public var cgstValue: Decimal?
    /// `SgstVal`.
    public var sgstValue: Decimal?
    /// `IgstVal`.
    public var igstValue: Decimal?
    /// `CesVal`: ad valorem and specific cess.
    public var cessValue: Decimal?
    /// `Discount`: a discount after tax on the whole invoice.
    public var discount: Decimal?
    /// `OthChrg`: other charges, including the value of nil-rated, exempt and non-GST supplies.
    public var otherCharges: Decimal?
    /// `RndOffAmt`: the round-off, −99.99 to 99.99.
    public var roundOffAmount: Decimal?
    /// `TotInvVal`: the invoice total.
    public var totalInvoiceValue: Decimal

    /// Totals.
    public init(
      assessableValue: Decimal, cgstValue: Decimal?, sgstValue: Decimal?, igstValue: Decimal?, cessValue: Decimal?,
      discount: Decimal?, otherCharges: Decimal?, roundOffAmount: Decimal?, totalInvoiceValue: Decimal
    ) {
      self.assessableValue = assessableValue
      self.cgstValue = cgstValue
      self.sgstValue = sgstValue
      self.igstValue = igstValue
      self.cessValue = cessValue
      self.discount = discount
      self.otherCharges = otherCharges
      self.roundOffAmount = roundOffAmount
      self.totalInvoiceValue = totalInvoiceValue
    }

    private enum CodingKeys: String, CodingKey {
      case assessableValue = "AssVal"
      case cgstValue = "CgstVal"
      case sgstValue = "SgstVal"
      case igstValue = "IgstVal"
      case cessValue = "CesVal"
      case discount = "Discount"
      case otherCharges = "OthChrg"
      case roundOffAmount = "RndOffAmt"
      case totalInvoiceValue = "TotInvVal"
    }
  }
}
