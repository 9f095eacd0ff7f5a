// swift-tools-version:6.1
//
// SharedCore: a pure-Swift shared core plus plug-in feature modules.
// Zero package dependencies: only the toolchain, Foundation and the OS's own libraries.
import PackageDescription

let package = Package(
  name: "SharedCore",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "BillsFeature", targets: ["BillsFeature"]),
    .library(name: "BillsTesting", targets: ["BillsTesting"]),
    .library(name: "DPPFeature", targets: ["DPPFeature"]),
    .library(name: "DPPTesting", targets: ["DPPTesting"]),
    .library(name: "IndiaTax", targets: ["IndiaTax"]),
    .library(name: "LoyaltyFeature", targets: ["LoyaltyFeature"]),
    .library(name: "LoyaltyTesting", targets: ["LoyaltyTesting"]),
    .library(name: "PartiesFeature", targets: ["PartiesFeature"]),
    .library(name: "PartiesTesting", targets: ["PartiesTesting"]),
    .library(name: "PlansFeature", targets: ["PlansFeature"]),
    .library(name: "PlansTesting", targets: ["PlansTesting"]),
    .library(name: "ProductsFeature", targets: ["ProductsFeature"]),
    .library(name: "ProductsTesting", targets: ["ProductsTesting"]),
    .library(name: "ReportsFeature", targets: ["ReportsFeature"]),
    .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
    .library(name: "SettingsTesting", targets: ["SettingsTesting"]),
    .library(name: "ReportsTesting", targets: ["ReportsTesting"]),
    .library(name: "SharedCore", targets: ["SharedCore"]),
    .library(name: "ShopTesting", targets: ["ShopTesting"]),
    .library(name: "SharedPlatform", targets: ["SharedPlatform"]),
    .library(name: "SharedTesting", targets: ["SharedTesting"]),
    .library(name: "WalletFeature", targets: ["WalletFeature"]),
    .library(name: "WalletTesting", targets: ["WalletTesting"]),
    .executable(name: "shared-cli", targets: ["shared-cli"]),
  ],
  targets: [
    // MARK: - Core

    /// The domain kernel: state, errors, DI, the HTTP pipeline and storage *protocols*. No I/O.
    .target(name: "SharedCore", path: "Core"),

    // MARK: - India tax reference data

    /// Indian GST reference data in one place: states and union territories with their history, GSTINs
    /// of every registration kind, PAN and TAN, HSN/SAC codes and the digits invoices show, dated GST
    /// rates and the compensation cess. Products, Parties and Bills share it. It sits at the package
    /// root in `IndiaTax/`, beside `Core/`, rather than under `Features/`: it is reference data with no
    /// backend, storage, screens or module plug-in, and depending on it makes no feature depend on
    /// another.
    .target(name: "IndiaTax", dependencies: ["SharedCore"], path: "IndiaTax"),
    .testTarget(
      name: "IndiaTaxTests",
      dependencies: ["IndiaTax", "SharedCore"],
      path: "Tests/IndiaTaxTests",
      exclude: ["Fixtures"]
    ),

    // MARK: - Printing (shared by the features that print; not a product)

    /// The pure-Swift PDF engine: pages of text, lines, rectangles, images and QR codes; text shaped
    /// through Core's `TextShaper` in every Indian script; TrueType subsetting and embedding; PNG and
    /// JPEG images; the bundled Noto Sans fonts; and a paginated report layout with a bar chart. Its
    /// API is `package`: Bills prints invoices and receipts with it, Reports prints registers, and
    /// neither depends on the other. It sits at the package root in `Printing/`, beside `Core/`.
    .target(
      name: "SharedPrinting",
      dependencies: ["SharedCore"],
      path: "Printing",
      resources: [.copy("Resources/Fonts")]
    ),
    /// Test support for PDFs: an independent reader of the files the engine writes, the command-line
    /// PDF tools when installed, and the image fixtures. Used by the tests of every target that prints.
    .target(
      name: "PrintingTesting",
      dependencies: ["SharedCore", "SharedPrinting", "SharedTesting"],
      path: "Tests/PrintingTesting",
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "SharedPrintingTests",
      dependencies: ["PrintingTesting", "SharedCore", "SharedPlatform", "SharedPrinting", "SharedTesting"],
      path: "Tests/SharedPrintingTests"
    ),

    // MARK: - Features (each depends on SharedCore, the India features on IndiaTax, those that print on SharedPrinting)

    /// GS1 Digital Link, EPCIS 2.0 lifecycle events and product passports (the TraceWise API).
    .target(name: "DPPFeature", dependencies: ["SharedCore"], path: "Features/DPP"),

    // MARK: - Bills

    /// Invoices and bills: the exact GST / EN 16931 totals engine, amounts in words, e-invoice and e-way bill
    /// rules, and the invoice and receipt layouts printed as PDF through SharedPrinting.
    .target(name: "BillsFeature", dependencies: ["IndiaTax", "SharedCore", "SharedPrinting"], path: "Features/Bills"),
    /// Bills' testing kit: an in-memory repository that numbers, settles and converts like the app's, samples, and a
    /// granter of number blocks for an in-memory sync server.
    .target(
      name: "BillsTesting",
      dependencies: ["BillsFeature", "SharedCore", "SharedTesting"],
      path: "Tests/BillsTesting"
    ),
    /// The whole flow's testing kit: Products, Parties, Bills and Reports composed over one in-memory store and
    /// a server that grants number blocks.
    .target(
      name: "ShopTesting",
      dependencies: [
        "BillsFeature", "BillsTesting", "PartiesFeature", "ProductsFeature", "ReportsFeature", "SharedCore",
        "SharedPlatform", "SharedTesting",
      ],
      path: "Tests/ShopTesting"
    ),
    .testTarget(
      name: "BillsFeatureTests",
      dependencies: [
        "BillsFeature", "BillsTesting", "IndiaTax", "PartiesFeature", "PartiesTesting", "PrintingTesting",
        "ProductsFeature", "ProductsTesting", "SharedCore", "SharedPlatform", "SharedPrinting", "SharedTesting",
        "ShopTesting",
      ],
      path: "Tests/BillsFeatureTests",
      exclude: ["Fixtures"]
    ),

    // MARK: - Loyalty

    /// The Warply loyalty platform: campaigns, coupons with exactly-once redemption, profile, cards.
    .target(name: "LoyaltyFeature", dependencies: ["SharedCore"], path: "Features/Loyalty"),
    .testTarget(
      name: "LoyaltyFeatureTests",
      dependencies: ["LoyaltyFeature", "LoyaltyTesting", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/LoyaltyFeatureTests"
    ),
    /// Loyalty's testing kit: a fake Warply backend, a container override helper and samples.
    .target(
      name: "LoyaltyTesting",
      dependencies: ["LoyaltyFeature", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/LoyaltyTesting"
    ),

    // MARK: - Plans

    /// Plans and subscriptions: App Store signed transactions verified offline, the entitlement rules, the gate
    /// the other features ask, restore and backend sync, and the signed remote configuration with experiments.
    .target(name: "PlansFeature", dependencies: ["SharedCore"], path: "Features/Plans"),
    /// Plans' testing kit: an App Store–shaped test chain (made by Scripts/make-plans-test-chain) that signs
    /// transactions and renewal info, a remote-configuration signer, and the module over test clocks.
    .target(
      name: "PlansTesting",
      dependencies: [
        "PlansFeature", "SharedCore", "SharedPlatform", "SharedTesting",
        .target(name: "CCrypto", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/PlansTesting"
    ),
    .testTarget(
      name: "PlansFeatureTests",
      dependencies: ["PlansFeature", "PlansTesting", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/PlansFeatureTests"
    ),

    // MARK: - Products

    /// Catalog, variants, batches, the stock ledger, barcode lookup, CSV import/export and offline search.
    .target(name: "ProductsFeature", dependencies: ["IndiaTax", "SharedCore"], path: "Features/Products"),
    /// Products' testing kit: the module over an in-memory store and fake sync server, and samples.
    .target(
      name: "ProductsTesting",
      dependencies: ["ProductsFeature", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/ProductsTesting"
    ),
    .testTarget(
      name: "ProductsFeatureTests",
      dependencies: [
        "IndiaTax", "ProductsFeature", "ProductsTesting", "SharedCore", "SharedPlatform", "SharedTesting",
      ],
      path: "Tests/ProductsFeatureTests"
    ),

    // MARK: - Parties

    /// Customers and vendors: GSTIN and state checks (IndiaTax), an exact ledger with ageing, payments and
    /// allocation, merge.
    .target(name: "PartiesFeature", dependencies: ["IndiaTax", "SharedCore"], path: "Features/Parties"),
    /// Parties' testing kit: the module over an in-memory store and fake sync server, and samples.
    .target(
      name: "PartiesTesting",
      dependencies: ["PartiesFeature", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/PartiesTesting"
    ),
    .testTarget(
      name: "PartiesFeatureTests",
      dependencies: [
        "IndiaTax", "PartiesFeature", "PartiesTesting", "SharedCore", "SharedPlatform", "SharedTesting",
      ],
      path: "Tests/PartiesFeatureTests"
    ),

    // MARK: - Settings

    /// A company's settings (profile, invoicing, tax, product fields), synced setting by setting.
    .target(name: "SettingsFeature", dependencies: ["IndiaTax", "SharedCore"], path: "Features/Settings"),
    /// Settings' testing kit: the module over an in-memory store and fake sync server, in-memory
    /// settings, and sample sections.
    .target(
      name: "SettingsTesting",
      dependencies: ["SettingsFeature", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/SettingsTesting"
    ),
    .testTarget(
      name: "SettingsFeatureTests",
      dependencies: ["SettingsFeature", "SettingsTesting", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/SettingsFeatureTests"
    ),

    // MARK: - Reports

    /// The owner's daily view and the monthly filing: expenses, the live dashboard, GSTR-1 and GSTR-3B,
    /// and the registers as CSV and PDF, built from every feature's facts through `ReportingFactSource`.
    .target(
      name: "ReportsFeature", dependencies: ["IndiaTax", "SharedCore", "SharedPrinting"], path: "Features/Reports"),
    /// Reports' testing kit: the module over an in-memory store and fake sync server that takes reporting facts
    /// directly, and samples.
    .target(
      name: "ReportsTesting",
      dependencies: ["PartiesFeature", "ReportsFeature", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/ReportsTesting"
    ),
    .testTarget(
      name: "ReportsFeatureTests",
      dependencies: [
        "BillsFeature", "BillsTesting", "IndiaTax", "PartiesFeature", "PrintingTesting", "ProductsFeature",
        "ReportsFeature", "ReportsTesting", "SharedCore", "SharedPlatform", "SharedTesting", "ShopTesting",
      ],
      path: "Tests/ReportsFeatureTests",
      exclude: ["Fixtures"]
    ),

    // MARK: - Wallet

    /// The offline wallet: exact amounts, issuer-signed offline tokens verified locally, a double-spend guard.
    .target(name: "WalletFeature", dependencies: ["SharedCore"], path: "Features/Wallet"),
    .testTarget(
      name: "WalletFeatureTests",
      dependencies: [
        "WalletFeature", "WalletTesting", "SharedCore", "SharedPlatform", "SharedTesting", "wallet-worker",
      ],
      path: "Tests/WalletFeatureTests",
      exclude: ["Fixtures"]
    ),
    /// Wallet's testing kit: a fake wallet backend, a token issuer signing with fixed test keys, a
    /// container helper and samples.
    .target(
      name: "WalletTesting",
      dependencies: [
        "WalletFeature", "SharedCore", "SharedPlatform", "SharedTesting",
        .target(name: "CCrypto", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/WalletTesting"
    ),
    /// A child process for the wallet kill tests: accepts offline tokens into a vault, divides and
    /// syncs them with the reference server until killed.
    .executableTarget(
      name: "wallet-worker",
      dependencies: ["SharedCore", "SharedPlatform", "SharedTesting", "WalletFeature", "WalletTesting"],
      path: "Tests/WalletWorker"
    ),

    // MARK: - Platform

    /// URLSession transport, SQLite, secure storage, crypto, text shaping and clocks for Apple and Linux.
    .target(
      name: "SharedPlatform",
      dependencies: [
        "SharedCore",
        .target(name: "CSQLite", condition: .when(platforms: [.linux])),
        .target(name: "CCrypto", condition: .when(platforms: [.linux])),
        .target(name: "CHarfBuzz", condition: .when(platforms: [.linux])),
      ],
      path: "Platform/SharedPlatform"
    ),
    /// The system SQLite on Linux (Apple platforms import `SQLite3`).
    .systemLibrary(
      name: "CSQLite",
      path: "Platform/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    /// The system libcrypto (OpenSSL 3) on Linux (Apple platforms import `CryptoKit`).
    .systemLibrary(
      name: "CCrypto",
      path: "Platform/CCrypto",
      pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"])]
    ),
    /// The system HarfBuzz text shaper on Linux (Apple platforms use Core Text).
    .systemLibrary(
      name: "CHarfBuzz",
      path: "Platform/CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    /// The command-line host that composes every feature module.
    .executableTarget(
      name: "shared-cli",
      dependencies: [
        "BillsFeature", "DPPFeature", "IndiaTax", "LoyaltyFeature", "PartiesFeature", "PlansFeature", "PlansTesting",
        "ProductsFeature", "ReportsFeature", "SettingsFeature", "SharedCore", "SharedPlatform", "SharedTesting",
        "WalletFeature", "sync-worker",
      ],
      path: "Platform/CLI"
    ),

    // MARK: - Test support (a product: users depend on it in their own feature tests)

    .target(
      name: "SharedTesting",
      dependencies: ["SharedCore", "SharedPlatform"],
      path: "Tests/SharedTesting"
    ),

    /// DPP's testing kit: a fake TraceWise backend, container overrides and sample values.
    .target(
      name: "DPPTesting",
      dependencies: ["DPPFeature", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/DPPTesting",
      resources: [.copy("Fixtures")]
    ),

    // MARK: - Tests

    .testTarget(
      name: "SharedCoreTests",
      dependencies: ["SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/SharedCoreTests"
    ),
    .testTarget(
      name: "SharedPlatformTests",
      dependencies: ["SharedCore", "SharedPlatform", "SharedTesting", "outbox-worker"],
      path: "Tests/SharedPlatformTests",
      exclude: ["Crypto/Fixtures"]
    ),
    /// A child process for the outbox kill test: drains an outbox slowly until it is killed.
    .executableTarget(
      name: "outbox-worker",
      dependencies: ["SharedCore", "SharedPlatform"],
      path: "Tests/OutboxWorker"
    ),
    /// A child process for the sync kill test: syncs a store with the reference server until killed.
    .executableTarget(
      name: "sync-worker",
      dependencies: ["SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/SyncWorker"
    ),
    .testTarget(
      name: "DPPFeatureTests",
      dependencies: ["DPPFeature", "DPPTesting", "SharedCore", "SharedPlatform", "SharedTesting"],
      path: "Tests/DPPFeatureTests",
      exclude: ["Fixtures"]
    ),
    /// End-to-end tests over real HTTP against `Scripts/reference-server` on loopback.
    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        "BillsFeature", "DPPFeature", "IndiaTax", "LoyaltyFeature", "PartiesFeature", "PlansFeature", "PlansTesting",
        "ProductsFeature", "ReportsFeature", "SettingsFeature", "SharedCore", "SharedPlatform", "SharedTesting",
        "WalletFeature",
        "WalletTesting", "sync-worker",
        "wallet-worker",
      ],
      path: "Tests/IntegrationTests"
    ),
  ]
)

for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
