import Foundation
import SharedCore

extension GSTR3BReturn {
  /// The return in the GST portal's GSTR-3B JSON layout: `gstin`, `ret_period`, `sup_details`
  /// (`osup_det`, `osup_zero`, `osup_nil_exmp`, `isup_rev`, `osup_nongst`), `inter_sup`
  /// (`unreg_details`, `comp_details`, `uin_details`), `itc_elg` (`itc_avl`, `itc_rev`, `itc_net`,
  /// `itc_inelg`) and `inward_sup` (`isup_details`). Amounts are numbers with two decimals.
  ///
  /// Supplies to composition taxpayers (`comp_details`) are always empty: a party's GSTIN does not say
  /// whether it is under composition.
  public func json() -> Data {
    var writer = GSTJSONWriter()
    writer.object { json in
      json.key("gstin")
      json.string(gstin)
      json.key("ret_period")
      json.string(period.fp)
      json.key("sup_details")
      json.object { json in
        json.key("osup_det")
        Self.write(outwardTaxable, taxable: true, heads: [.igst, .cgst, .sgst, .cess], &json)
        json.key("osup_zero")
        Self.write(outwardZeroRated, taxable: true, heads: [.igst, .cess], &json)
        json.key("osup_nil_exmp")
        Self.write(outwardNilRatedAndExempt, taxable: true, heads: [], &json)
        json.key("isup_rev")
        Self.write(inwardReverseCharge, taxable: true, heads: [.igst, .cgst, .sgst, .cess], &json)
        json.key("osup_nongst")
        Self.write(outwardNonGST, taxable: true, heads: [], &json)
      }
      json.key("inter_sup")
      json.object { json in
        json.key("unreg_details")
        Self.write(interStateToUnregistered, &json)
        json.key("comp_details")
        Self.write([], &json)
        json.key("uin_details")
        Self.write(interStateToUINHolders, &json)
      }
      json.key("itc_elg")
      json.object { json in
        json.key("itc_avl")
        json.array { json in
          let sources: [(String, GSTTaxAmounts)] = [
            ("IMPG", creditAvailable.importOfGoods), ("IMPS", creditAvailable.importOfServices),
            ("ISRC", creditAvailable.inwardReverseCharge), ("ISD", creditAvailable.inputServiceDistributor),
            ("OTH", creditAvailable.allOther),
          ]
          for (type, amounts) in sources { Self.write(amounts, type: type, &json) }
        }
        json.key("itc_rev")
        json.array { json in
          Self.write(creditReversed.rules, type: "RUL", &json)
          Self.write(creditReversed.others, type: "OTH", &json)
        }
        json.key("itc_net")
        Self.write(netCredit, taxable: false, heads: [.igst, .cgst, .sgst, .cess], &json)
        json.key("itc_inelg")
        json.array { json in
          Self.write(creditOther.rules, type: "RUL", &json)
          Self.write(creditOther.others, type: "OTH", &json)
        }
      }
      json.key("inward_sup")
      json.object { json in
        json.key("isup_details")
        json.array { json in
          let rows: [(String, Money, Money)] = [
            ("GST", exemptInward.gstInterState, exemptInward.gstIntraState),
            ("NONGST", exemptInward.nonGSTInterState, exemptInward.nonGSTIntraState),
          ]
          for (type, inter, intra) in rows {
            json.object { json in
              json.key("ty")
              json.string(type)
              json.key("inter")
              json.paise(inter.minorUnits)
              json.key("intra")
              json.paise(intra.minorUnits)
            }
          }
        }
      }
    }
    return writer.data
  }

  private static func write(
    _ amounts: GSTTaxAmounts, taxable: Bool, heads: [GSTR3BPayment.Head], _ json: inout GSTJSONWriter
  ) {
    json.object { json in
      if taxable {
        json.key("txval")
        json.paise(amounts.taxablePaise)
      }
      writeHeads(amounts, heads, &json)
    }
  }

  private static func write(_ amounts: GSTTaxAmounts, type: String, _ json: inout GSTJSONWriter) {
    json.object { json in
      json.key("ty")
      json.string(type)
      writeHeads(amounts, [.igst, .cgst, .sgst, .cess], &json)
    }
  }

  private static func writeHeads(_ amounts: GSTTaxAmounts, _ heads: [GSTR3BPayment.Head], _ json: inout GSTJSONWriter) {
    for head in heads {
      switch head {
      case .igst:
        json.key("iamt")
        json.paise(amounts.igstPaise)
      case .cgst:
        json.key("camt")
        json.paise(amounts.cgstPaise)
      case .sgst:
        json.key("samt")
        json.paise(amounts.sgstPaise)
      case .cess:
        json.key("csamt")
        json.paise(amounts.cessPaise)
      }
    }
  }

  private static func write(_ rows: [InterStateSupplies], _ json: inout GSTJSONWriter) {
    json.array { json in
      for row in rows {
        json.object { json in
          json.key("pos")
          json.string(row.placeOfSupply)
          json.key("txval")
          json.paise(row.taxable.minorUnits)
          json.key("iamt")
          json.paise(row.igst.minorUnits)
        }
      }
    }
  }
}
