/// A fixed-capacity buffer that overwrites its oldest element when full.
struct RingBuffer<Element> {
  private var storage: [Element] = []
  private var nextIndex = 0
  let capacity: Int

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage.reserveCapacity(self.capacity)
  }

  mutating func append(_ element: Element) {
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[nextIndex] = element
    }
    nextIndex = (nextIndex + 1) % capacity
  }

  /// The elements, oldest first.
  var elements: [Element] {
    storage.count < capacity ? storage : Array(storage[nextIndex...] + storage[..<nextIndex])
  }

  var count: Int { storage.count }
}
