/// Hands out document numbers on one device, gap-free and duplicate-free under concurrent creation,
/// online or offline.
///
/// The device allocates only inside blocks of sequence numbers reserved for it from the server's
/// ``BillNumberBlockLedger``: the ledger's blocks are disjoint, so two devices never issue the same
/// number, even offline, and a number once handed out is never handed out again (a cancelled document
/// keeps its number). When a series has ``BillNumberAllocatorState/lowWaterMark`` numbers or fewer
/// left, ``blockRequest(for:)`` returns the request to send to the server for the next block;
/// ``receive(_:)`` takes the block it returns.
///
/// **Gap-freedom is per block, not global.** Reserving blocks trades strict global gap-freedom for
/// the ability to issue numbers offline on several devices: within each block the numbers are
/// consecutive with no gaps, and a block's unused remainder — at the end of a financial year, or when
/// a device is retired — is reported by ``unusedNumbers(in:)`` so the business can account for it.
/// This is how GST practice treats separate series per device or location (Rule 46 allows multiple
/// series). A business with one device reserves one block covering the whole series and gets one
/// gap-free series.
///
/// Persisting the allocator is up to the app: ``state`` is `Codable`; store it after each allocation
/// and start the allocator again from it with ``init(state:)``.
public actor BillNumberAllocator {
  /// Everything it knows, to store.
  public private(set) var state: BillNumberAllocatorState

  /// An allocator continuing from `state`.
  public init(state: BillNumberAllocatorState) {
    self.state = state
  }

  /// How many reserved numbers of `series` are left.
  public func remaining(in series: BillNumberSeriesKey) -> Int {
    state.blocks.filter { $0.block.series == series }.reduce(0) { $0 + $1.remaining }
  }

  /// The request to send for the next block of `series` when ``remaining(in:)`` is at or below the
  /// low-water mark, or `nil` when enough is left. Until its block arrives the same request is
  /// returned, so retries reserve one block.
  public func blockRequest(for series: BillNumberSeries) -> BillNumberBlockRequest? {
    if let pending = state.pendingRequests.first(where: { $0.series == series.key }) { return pending }
    guard remaining(in: series.key) <= state.lowWaterMark else { return nil }
    state.requestCount += 1
    let request = BillNumberBlockRequest(
      requestID: "\(state.device)-\(state.requestCount)", series: series.key, device: state.device,
      size: state.blockSize, maximumSequence: series.maximumSequence)
    state.pendingRequests.append(request)
    return request
  }

  /// Takes a block reserved for this device; the same block received again is ignored.
  /// - Throws: ``BillNumberingError/blockForAnotherDevice(expected:found:)``,
  ///   ``BillNumberingError/invalidBlock(first:last:)`` or
  ///   ``BillNumberingError/overlappingBlock(requestID:existingRequestID:)``.
  public func receive(_ block: BillNumberBlock) throws(BillNumberingError) {
    guard block.device == state.device else {
      throw .blockForAnotherDevice(expected: state.device, found: block.device)
    }
    guard block.first >= 1, block.last >= block.first else { throw .invalidBlock(first: block.first, last: block.last) }
    for held in state.blocks where held.block.series == block.series {
      if held.block == block { return }
      if held.block.requestID == block.requestID || held.block.range.overlaps(block.range) {
        throw .overlappingBlock(requestID: block.requestID, existingRequestID: held.block.requestID)
      }
    }
    state.blocks.append(BillNumberAllocatorState.BlockUsage(block: block, next: block.first))
    state.pendingRequests.removeAll { $0.requestID == block.requestID }
  }

  /// The next number of `series`: the lowest unused one in the device's blocks.
  /// - Throws: ``BillNumberingError/noNumbersReserved(series:)`` when no reserved number is left, or
  ///   ``BillNumberingError/sequenceOutOfRange(sequence:maximum:)`` for a block beyond the series.
  public func allocate(in series: BillNumberSeries) throws(BillNumberingError) -> BillAllocatedNumber {
    let candidates = state.blocks.indices.filter {
      state.blocks[$0].block.series == series.key && state.blocks[$0].remaining > 0
    }
    guard let index = candidates.min(by: { state.blocks[$0].next < state.blocks[$1].next }) else {
      throw .noNumbersReserved(series: series.key)
    }
    let sequence = state.blocks[index].next
    let text = try series.number(for: sequence)
    state.blocks[index].next = sequence + 1
    return BillAllocatedNumber(series: series.key, sequence: sequence, text: text)
  }

  /// The sequence numbers of `series` reserved for this device and not handed out, as ranges in
  /// order: what the business accounts for when it closes the series.
  public func unusedNumbers(in series: BillNumberSeriesKey) -> [ClosedRange<Int>] {
    state.blocks.filter { $0.block.series == series && $0.remaining > 0 }
      .map { $0.next...$0.block.last }
      .sorted { $0.lowerBound < $1.lowerBound }
  }
}
