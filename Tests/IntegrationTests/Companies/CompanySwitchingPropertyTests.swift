import Foundation
import SharedCore
import SharedTesting
import Testing

/// Two devices of one user, two shared companies, a seeded random sequence of switches, writes and
/// syncs on either device: at the end each company holds, on both devices, exactly the customers
/// written in that company, and none of the other's.
@Suite struct CompanySwitchingPropertyTests {
  enum Step: CustomStringConvertible {
    case open(device: Int, company: Int)
    case write(device: Int)
    case sync(device: Int)

    var description: String {
      switch self {
      case .open(let device, let company): "device \(device) opens company \(company)"
      case .write(let device): "device \(device) writes"
      case .sync(let device): "device \(device) syncs"
      }
    }
  }

  @Test(arguments: [UInt64(7), 2_026, 31_337])
  func randomSwitchesWritesAndSyncsKeepEachCompanyToItself(seed: UInt64) async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let devices = [try await CompanyDevice.make(server: server), try await CompanyDevice.make(server: server)]
    defer { for device in devices { Task { await device.remove() } } }
    let companies = [try Company(id: .generate(), name: "Alpha"), try Company(id: .generate(), name: "Beta")]
    var open: [Int?] = [nil, nil]
    var written: [Set<String>] = [[], []]
    var random = SeededGenerator(seed: seed)
    for index in 0..<60 {
      let device = Int.random(in: 0..<2, using: &random)
      let step: Step =
        switch (open[device], Int.random(in: 0..<10, using: &random)) {
        case (nil, _), (_, 0...2): .open(device: device, company: Int.random(in: 0..<2, using: &random))
        case (_, 3...6): .write(device: device)
        default: .sync(device: device)
        }
      switch step {
      case .open(let device, let company):
        try await devices[device].open(companies[company])
        open[device] = company
      case .write(let device):
        guard let company = open[device] else { continue }
        let name = "\(companies[company].name) \(index)"
        try await devices[device].addCustomer(name)
        written[company].insert(name)
      case .sync(let device):
        try await devices[device].sync()
      }
    }
    // Settle: every device syncs every company twice (uploads, then the other device's uploads).
    for _ in 0..<2 {
      for device in devices {
        for company in companies {
          try await device.open(company)
          try await device.sync()
        }
      }
    }
    for (index, company) in companies.enumerated() {
      for device in devices {
        try await device.open(company)
        #expect(Set(try await device.customerNames()) == written[index], "seed \(seed), \(company.name)")
      }
    }
  }
}
