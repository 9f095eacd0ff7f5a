import Foundation
import SharedCore

extension GSTR1Return {
  /// The return as the GST portal's offline tool JSON: `gstin`, `fp`, then `b2b`, `b2cl`, `b2cs`,
  /// `cdnr`, `cdnur`, `exp`, `nil`, `hsn` and `doc_issue`, each only when it has rows.
  ///
  /// The text is the same for the same return: keys in that order, recipients by GSTIN, invoices and
  /// notes by date then number. Amounts are numbers with two decimals, exact to the paisa; rates are
  /// numbers (`18`, `0.25`); dates are `dd-mm-yyyy`.
  public func json() -> Data {
    var writer = GSTJSONWriter(capacity: 256 + invoiceCount * 200)
    writer.object { json in
      json.key("gstin")
      json.string(gstin)
      json.key("fp")
      json.string(period.fp)
      writeInvoiceTables(&json)
      writeNoteTables(&json)
      writeSummaryTables(&json)
    }
    return writer.data
  }

  private var invoiceCount: Int {
    b2b.reduce(0) { $0 + $1.invoices.count } + b2cl.reduce(0) { $0 + $1.invoices.count }
      + exports.reduce(0) { $0 + $1.invoices.count } + cdnr.reduce(0) { $0 + $1.notes.count } + cdnur.count
  }

  private func writeInvoiceTables(_ json: inout GSTJSONWriter) {
    if !b2b.isEmpty {
      json.key("b2b")
      json.array { json in
        for recipient in b2b {
          json.object { json in
            json.key("ctin")
            json.string(recipient.gstin)
            json.key("inv")
            json.array { json in
              for invoice in recipient.invoices {
                json.object { json in
                  Self.writeHeader(invoice, &json)
                  json.key("pos")
                  json.string(invoice.placeOfSupply)
                  json.key("rchrg")
                  json.flag(invoice.isReverseCharge)
                  json.key("inv_typ")
                  json.string((invoice.type ?? .regular).rawValue)
                  Self.writeItems(invoice.items, heads: heads(invoice.placeOfSupply, invoice.type), &json)
                }
              }
            }
          }
        }
      }
    }
    if !b2cl.isEmpty {
      json.key("b2cl")
      json.array { json in
        for place in b2cl {
          json.object { json in
            json.key("pos")
            json.string(place.placeOfSupply)
            json.key("inv")
            json.array { json in
              for invoice in place.invoices {
                json.object { json in
                  Self.writeHeader(invoice, &json)
                  Self.writeItems(invoice.items, heads: .integrated, &json)
                }
              }
            }
          }
        }
      }
    }
    if !b2cs.isEmpty {
      json.key("b2cs")
      json.array { json in
        for row in b2cs {
          json.object { json in
            json.key("sply_ty")
            json.string(row.supplyType.rawValue)
            json.key("pos")
            json.string(row.placeOfSupply)
            json.key("typ")
            json.string("OE")
            json.key("rt")
            json.rate(row.rateHundredths)
            Self.writeAmounts(row.amounts, heads: row.supplyType == .interState ? .integrated : .split, &json)
          }
        }
      }
    }
    if !exports.isEmpty {
      json.key("exp")
      json.array { json in
        for group in exports {
          json.object { json in
            json.key("exp_typ")
            json.string(group.type.rawValue)
            json.key("inv")
            json.array { json in
              for invoice in group.invoices {
                json.object { json in
                  Self.writeHeader(invoice, &json)
                  if let bill = invoice.shippingBill {
                    json.key("sbpcode")
                    json.string(bill.portCode)
                    json.key("sbnum")
                    json.string(bill.number)
                    json.key("sbdt")
                    json.date(bill.date)
                  }
                  json.key("itms")
                  json.array { json in
                    for item in invoice.items {
                      json.object { json in
                        json.key("txval")
                        json.paise(item.amounts.taxablePaise)
                        json.key("rt")
                        json.rate(item.rateHundredths)
                        json.key("iamt")
                        json.paise(item.amounts.igstPaise)
                        json.key("csamt")
                        json.paise(item.amounts.cessPaise)
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  private func writeNoteTables(_ json: inout GSTJSONWriter) {
    if !cdnr.isEmpty {
      json.key("cdnr")
      json.array { json in
        for recipient in cdnr {
          json.object { json in
            json.key("ctin")
            json.string(recipient.gstin)
            json.key("nt")
            json.array { json in
              for note in recipient.notes {
                json.object { json in
                  Self.writeNoteHeader(note, &json)
                  json.key("pos")
                  json.string(note.placeOfSupply)
                  json.key("rchrg")
                  json.flag(note.isReverseCharge)
                  json.key("inv_typ")
                  json.string((note.invoiceType ?? .regular).rawValue)
                  Self.writeItems(note.items, heads: heads(note.placeOfSupply, note.invoiceType), &json)
                }
              }
            }
          }
        }
      }
    }
    if !cdnur.isEmpty {
      json.key("cdnur")
      json.array { json in
        for note in cdnur {
          json.object { json in
            json.key("typ")
            json.string((note.unregisteredType ?? .b2cl).rawValue)
            Self.writeNoteHeader(note, &json)
            if note.unregisteredType == .b2cl {
              json.key("pos")
              json.string(note.placeOfSupply)
            }
            Self.writeItems(note.items, heads: .integrated, &json)
          }
        }
      }
    }
  }

  private func writeSummaryTables(_ json: inout GSTJSONWriter) {
    if !nilSupplies.isEmpty {
      json.key("nil")
      json.object { json in
        json.key("inv")
        json.array { json in
          for row in nilSupplies {
            json.object { json in
              json.key("sply_ty")
              json.string(row.supplyType.rawValue)
              json.key("nil_amt")
              json.paise(row.nilRated.minorUnits)
              json.key("expt_amt")
              json.paise(row.exempt.minorUnits)
              json.key("ngsup_amt")
              json.paise(row.nonGST.minorUnits)
            }
          }
        }
      }
    }
    if !hsn.b2b.isEmpty || !hsn.b2c.isEmpty {
      json.key("hsn")
      json.object { json in
        if hsn.isSplit {
          if !hsn.b2b.isEmpty {
            json.key("hsn_b2b")
            Self.writeHSNRows(hsn.b2b, &json)
          }
          if !hsn.b2c.isEmpty {
            json.key("hsn_b2c")
            Self.writeHSNRows(hsn.b2c, &json)
          }
        } else {
          json.key("data")
          Self.writeHSNRows(hsn.b2b, &json)
        }
      }
    }
    if !documentsIssued.isEmpty {
      json.key("doc_issue")
      json.object { json in
        json.key("doc_det")
        json.array { json in
          for nature in documentsIssued {
            json.object { json in
              json.key("doc_num")
              json.integer(nature.nature.rawValue)
              json.key("docs")
              json.array { json in
                for (index, range) in nature.ranges.enumerated() {
                  json.object { json in
                    json.key("num")
                    json.integer(index + 1)
                    json.key("from")
                    json.string(range.from)
                    json.key("to")
                    json.string(range.to)
                    json.key("totnum")
                    json.integer(range.total)
                    json.key("cancel")
                    json.integer(range.cancelled)
                    json.key("net_issue")
                    json.integer(range.netIssued)
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  // MARK: - Pieces

  /// Which tax heads a row writes: IGST across a border, CGST and SGST within a state.
  private enum Heads {
    case integrated
    case split
  }

  /// A B2B document's heads: IGST on a supply to an SEZ or to another state than the supplier's.
  private func heads(_ placeOfSupply: String, _ type: InvoiceType?) -> Heads {
    if type == .sezWithPayment || type == .sezWithoutPayment { return .integrated }
    return gstin.hasPrefix(placeOfSupply) ? .split : .integrated
  }

  private static func writeHeader(_ invoice: Invoice, _ json: inout GSTJSONWriter) {
    json.key("inum")
    json.string(invoice.number)
    json.key("idt")
    json.date(invoice.date)
    json.key("val")
    json.paise(invoice.value.minorUnits)
  }

  private static func writeNoteHeader(_ note: Note, _ json: inout GSTJSONWriter) {
    json.key("ntty")
    json.string(note.type.rawValue)
    json.key("nt_num")
    json.string(note.number)
    json.key("nt_dt")
    json.date(note.date)
    json.key("val")
    json.paise(note.value.minorUnits)
  }

  private static func writeItems(_ items: [Item], heads: Heads, _ json: inout GSTJSONWriter) {
    json.key("itms")
    json.array { json in
      for (index, item) in items.enumerated() {
        json.object { json in
          json.key("num")
          json.integer(index + 1)
          json.key("itm_det")
          json.object { json in
            json.key("rt")
            json.rate(item.rateHundredths)
            writeAmounts(item.amounts, heads: heads, &json)
          }
        }
      }
    }
  }

  private static func writeAmounts(_ amounts: GSTTaxAmounts, heads: Heads, _ json: inout GSTJSONWriter) {
    json.key("txval")
    json.paise(amounts.taxablePaise)
    switch heads {
    case .integrated:
      json.key("iamt")
      json.paise(amounts.igstPaise)
    case .split:
      json.key("camt")
      json.paise(amounts.cgstPaise)
      json.key("samt")
      json.paise(amounts.sgstPaise)
    }
    json.key("csamt")
    json.paise(amounts.cessPaise)
  }

  private static func writeHSNRows(_ rows: [HSNRow], _ json: inout GSTJSONWriter) {
    json.array { json in
      for (index, row) in rows.enumerated() {
        json.object { json in
          json.key("num")
          json.integer(index + 1)
          json.key("hsn_sc")
          json.string(row.hsn)
          json.key("desc")
          json.string(row.description)
          json.key("uqc")
          json.string(row.unit.code)
          json.key("qty")
          json.number(row.quantity.rounded(scale: 2))
          json.key("rt")
          json.rate(row.rateHundredths)
          json.key("txval")
          json.paise(row.amounts.taxablePaise)
          json.key("iamt")
          json.paise(row.amounts.igstPaise)
          json.key("camt")
          json.paise(row.amounts.cgstPaise)
          json.key("samt")
          json.paise(row.amounts.sgstPaise)
          json.key("csamt")
          json.paise(row.amounts.cessPaise)
        }
      }
    }
  }
}
