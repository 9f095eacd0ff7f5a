extension BillPDFLabels {
  /// The labels in Hindi, with GST's own abbreviations (GSTIN, HSN/SAC, CGST, IRN, UPI) kept as the
  /// GST portal and the Hindi versions of the CGST Rules print them.
  public static let hindi = BillPDFLabels(
    language: "hi",
    titles: [
      .salesInvoice: "कर बीजक", .purchaseBill: "क्रय बिल", .quotation: "कोटेशन", .salesOrder: "बिक्री आदेश",
      .deliveryChallan: "डिलीवरी चालान", .proForma: "प्रोफ़ॉर्मा बीजक", .creditNote: "क्रेडिट नोट",
      .debitNote: "डेबिट नोट",
    ],
    draft: "ड्राफ़्ट", cancelled: "रद्द",
    originalForRecipient: "प्राप्तकर्ता के लिए मूल प्रति", duplicateForTransporter: "परिवहनकर्ता के लिए दूसरी प्रति",
    duplicateForSupplier: "आपूर्तिकर्ता के लिए दूसरी प्रति", triplicateForSupplier: "आपूर्तिकर्ता के लिए तीसरी प्रति",
    invoiceNumber: "बीजक संख्या", date: "दिनांक", dueDate: "देय तिथि", placeOfSupply: "आपूर्ति का स्थान",
    reverseCharge: "क्या कर रिवर्स चार्ज पर देय है", yes: "हाँ", no: "नहीं",
    convertedFrom: "से परिवर्तित", against: "के विरुद्ध", irn: "IRN", acknowledgementNumber: "पावती संख्या",
    acknowledgementDate: "पावती दिनांक",
    billTo: "बिल प्राप्तकर्ता", shipTo: "माल भेजने का पता", sameAsBillTo: "बिल प्राप्तकर्ता के समान", gstin: "GSTIN",
    state: "राज्य",
    serial: "क्र.", description: "विवरण", hsn: "HSN/SAC", quantity: "मात्रा", rate: "दर", discount: "छूट",
    taxableValue: "कर योग्य मूल्य", tax: "कर", amount: "राशि", unit: "इकाई", taxAmount: "कर राशि",
    taxSummary: "कर सारांश", taxRate: "कर दर", total: "कुल",
    cgst: "CGST", sgst: "SGST", igst: "IGST", vat: "VAT", cess: "उपकर",
    charges: "शुल्क", paidInAdvance: "अग्रिम भुगतान", roundOff: "पूर्णांकन", totalPayable: "कुल देय राशि",
    taxPayableOnReverseCharge: "रिवर्स चार्ज पर देय कर", amountReceived: "प्राप्त राशि", balanceDue: "शेष देय राशि",
    amountInWords: "राशि शब्दों में", bankDetails: "बैंक विवरण", accountName: "खाताधारक का नाम",
    accountNumber: "खाता संख्या", bank: "बैंक", termsAndConditions: "नियम और शर्तें",
    signedFor: "कृते {seller}", authorisedSignatory: "अधिकृत हस्ताक्षरकर्ता",
    scanToPay: "किसी भी UPI ऐप से भुगतान के लिए स्कैन करें", eInvoiceQRCode: "ई-इनवॉइस QR कोड",
    pageOfPages: "पृष्ठ {page} / {count}", continued: "(जारी)"
  )
}
