// The one-file import every app writes: all of SharedCore's modules together. No two modules may
// define the same public name, so each generic noun below must resolve without qualification; an
// ambiguous name fails this file's build. Every new feature adds its import and its main nouns here.
import BillsFeature
import DPPFeature
import IndiaTax
import LoyaltyFeature
import PartiesFeature
import PlansFeature
import ProductsFeature
import ReportsFeature
import SettingsFeature
import SharedCore
import SharedPlatform
import WalletFeature

/// Names from every module, spelled unqualified as an app would write them.
enum EveryModuleImport {
  static let moduleTypes: [any FeatureModule.Type] = [
    PlatformModule.self, DPPModule.self, LoyaltyModule.self, ProductsModule.self, PartiesModule.self, WalletModule.self,
    ReportsModule.self, PlansModule.self, SettingsModule.self,
  ]

  static let vocabulary: [Any.Type] = [
    // SharedCore
    JSONValue.self, AnyCodable.self, JSONKey.self, AppError.self, Container.self,
    // SharedPlatform
    URLSessionTransport.self, SQLiteDatabase.self,
    // DPPFeature
    DPPProduct.self, DPPProductID.self, (any DPPProductRepository).self, (any DPPEventRepository).self,
    DPPScanViewModel.self, DPPPassportViewModel.self, DPPScanState.self, DPPPassportState.self,
    TraceWiseSDK.self, TraceWiseSDK.Config.self, TraceWiseSDK.ProductsModule.self,
    TraceWiseSDK.EventsModule.self, TraceWiseTokenResponse.self, LifecycleEvent.self,
    // LoyaltyFeature
    WarplySDK.self, WarplyConfiguration.self, WarplyError.self, LoyaltyConfiguration.self, LoyaltyCampaign.self,
    LoyaltyCoupon.self, LoyaltyCouponSet.self, LoyaltyRedemptionCoordinator.self, LoyaltyRedemptionOutcome.self,
    LoyaltyStateStore.self, LoyaltyRoute.self, LoyaltyPushRouter.self, LoyaltyDestination.self,
    // ProductsFeature
    Product.self, ProductCatalog.self, ProductDraft.self, StockMovement.self, StockLedger.self, ProductBarcode.self,
    ProductListViewModel.self, ProductFormViewModel.self, ProductImportReport.self,
    // IndiaTax
    GSTIN.self, GSTINKind.self, PAN.self, TAN.self, GSTStateCode.self, GSTStateKind.self, HSNCode.self,
    HSNDigitRule.self, GSTRate.self, GSTRateTable.self, CompensationCessTable.self,
    // PartiesFeature
    Party.self, PartyBook.self, PartyForm.self, PartyLedger.self, PartyLedgerEntry.self, PartyStatement.self,
    PartyAgeing.self, IndianPhoneNumber.self,
    // BillsFeature
    BillCalculator.self, BillDraft.self, BillLine.self, BillTax.self, BillTotals.self, BillCalculationError.self,
    BillAmountInWords.self, BillAmountFormatter.self, BillEInvoice.self, BillEWayBillRules.self,
    BillPDFRenderer.self, BillPDFInvoice.self, BillPDFDocument.self,
    // ReportsFeature
    Expense.self, ExpenseBook.self, ExpenseCSV.self, Dashboard.self, DashboardSnapshot.self, DashboardViewModel.self,
    DashboardRoute.self, ReportPeriod.self, ReportRegister.self, ReportRegisters.self, StockValuation.self,
    ReportsProjection.self,
    // SharedCore reporting facts
    ReportingDocument.self, ReportingFact.self, ReportingParty.self, ReportingPayment.self, AmountFormatter.self,
    // PlansFeature
    PlansGate.self, PlansGateSnapshot.self, PlansCapability.self, PlanFeature.self, Plan.self, PlansCatalog.self,
    PlanTransaction.self, PlanRenewalInfo.self, PlanEntitlement.self, PlanEntitlementState.self,
    PlansSignedDataVerifier.self, PlansVerificationError.self, PlansRemoteConfig.self, PlansExperiment.self,
    PlansBucketing.self, PlansSyncService.self, PlansViewModel.self,
    // SettingsFeature and the documents' view of the settings in SharedCore
    CompanySettings.self, CompanyProfile.self, CompanyBankAccount.self, InvoiceSettings.self, TaxSettings.self,
    ProductFieldSettings.self, CompanyProductField.self, CompanySettingsError.self, CompanySettingsDocumentSource.self,
    CompanyDocumentSettings.self, DocumentNumberTemplate.self, BillCompanyPrinting.self,
    (any CompanyProductFieldsSource).self,
    CompanySettingsProductFieldsSource.self,
    // WalletFeature
    WalletBalance.self, WalletTransaction.self, WalletOfflineToken.self, WalletTokenVerifier.self,
    WalletPublicKeyDatabase.self, WalletVault.self, WalletError.self, WalletTokenRefusal.self,
    WalletSecurityStatus.self, WalletOperation.self, WalletAPI.self, WalletSyncService.self,
  ]
}
