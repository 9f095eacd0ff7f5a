/// Everything a ``BillNumberAllocator`` knows, `Codable` so an app can store it and start the
/// allocator again from it (storing it is the app's repository's job).
public struct BillNumberAllocatorState: Sendable, Hashable, Codable {
  /// A reserved block and how far the device has got in it.
  public struct BlockUsage: Sendable, Hashable, Codable {
    /// The block.
    public var block: BillNumberBlock
    /// The next sequence number to hand out; past ``BillNumberBlock/last`` when the block is used up.
    public var next: Int

    /// A block's usage.
    public init(block: BillNumberBlock, next: Int) {
      self.block = block
      self.next = next
    }

    /// The numbers not handed out yet.
    public var remaining: Int { max(0, block.last - next + 1) }
  }

  /// The device the allocator runs on.
  public let device: String
  /// When a series has this many numbers or fewer left, the allocator asks for the next block.
  public let lowWaterMark: Int
  /// How many numbers it asks for at a time.
  public let blockSize: Int
  /// The blocks it holds, every series, in the order received.
  public internal(set) var blocks: [BlockUsage]
  /// Requests sent (or to send) and not yet answered, one per series at most.
  public internal(set) var pendingRequests: [BillNumberBlockRequest]
  /// How many requests the device has made, which numbers its request ids.
  public internal(set) var requestCount: Int

  /// A fresh state for `device`.
  /// - Throws: ``BillNumberingError/invalidLowWaterMark(_:)`` below 0 or
  ///   ``BillNumberingError/invalidBlockSize(_:)`` below 1.
  public init(device: String, lowWaterMark: Int = 10, blockSize: Int = 50) throws(BillNumberingError) {
    guard lowWaterMark >= 0 else { throw .invalidLowWaterMark(lowWaterMark) }
    guard blockSize >= 1 else { throw .invalidBlockSize(blockSize) }
    self.device = device
    self.lowWaterMark = lowWaterMark
    self.blockSize = blockSize
    self.blocks = []
    self.pendingRequests = []
    self.requestCount = 0
  }

  /// Reads a state, checking the low-water mark and block size as ``init(device:lowWaterMark:blockSize:)``
  /// does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      device: container.decode(String.self, forKey: .device),
      lowWaterMark: container.decode(Int.self, forKey: .lowWaterMark),
      blockSize: container.decode(Int.self, forKey: .blockSize))
    blocks = try container.decode([BlockUsage].self, forKey: .blocks)
    pendingRequests = try container.decode([BillNumberBlockRequest].self, forKey: .pendingRequests)
    requestCount = try container.decode(Int.self, forKey: .requestCount)
  }
}
