import SharedCore
import Testing

@Suite struct EventBusTests {
  struct CampaignsLoaded: BusEvent, Equatable {
    static let name = "campaigns.loaded"
    var count: Int
  }

  struct CouponsFetched: BusEvent, Equatable {
    static let name = "coupons.fetched"
    var ids: [String]
  }

  @Test func subscribersByTypeReceiveOnlyTheirType() async {
    let bus = EventBus()
    var campaigns = bus.events(of: CampaignsLoaded.self).makeAsyncIterator()
    bus.post(CouponsFetched(ids: ["c1"]))
    bus.post(CampaignsLoaded(count: 3))
    bus.post(CampaignsLoaded(count: 4))
    #expect(await campaigns.next() == CampaignsLoaded(count: 3))
    #expect(await campaigns.next() == CampaignsLoaded(count: 4))
  }

  @Test func subscribersByNameReceiveEventsOfThatName() async {
    let bus = EventBus()
    var named = bus.events(named: "coupons.fetched").makeAsyncIterator()
    bus.post(CampaignsLoaded(count: 1))
    bus.post(CouponsFetched(ids: ["a", "b"]))
    let event = await named.next()
    #expect((event as? CouponsFetched)?.ids == ["a", "b"])
  }

  @Test func everySubscriberGetsEachEvent() async {
    let bus = EventBus()
    var first = bus.events(of: CampaignsLoaded.self).makeAsyncIterator()
    var second = bus.events(of: CampaignsLoaded.self).makeAsyncIterator()
    var byName = bus.events(named: CampaignsLoaded.name).makeAsyncIterator()
    #expect(bus.subscriberCount == 3)
    bus.post(CampaignsLoaded(count: 9))
    #expect(await first.next()?.count == 9)
    #expect(await second.next()?.count == 9)
    #expect((await byName.next() as? CampaignsLoaded)?.count == 9)
  }

  @Test func eventsPostedBeforeSubscribingAreNotReplayed() async {
    let bus = EventBus()
    bus.post(CampaignsLoaded(count: 1))
    var campaigns = bus.events(of: CampaignsLoaded.self).makeAsyncIterator()
    bus.post(CampaignsLoaded(count: 2))
    #expect(await campaigns.next()?.count == 2)
  }

  @Test func endingTheStreamUnsubscribes() async {
    let bus = EventBus()
    let consumer = Task {
      for await event in bus.events(of: CampaignsLoaded.self) where event.count == 0 { break }
    }
    while bus.subscriberCount == 0 { await Task.yield() }
    bus.post(CampaignsLoaded(count: 0))
    await consumer.value
    #expect(bus.subscriberCount == 0)
  }

  @Test func cancellingTheConsumerUnsubscribes() async {
    let bus = EventBus()
    let consumer = Task {
      for await _ in bus.events(named: CampaignsLoaded.name) {}
    }
    while bus.subscriberCount == 0 { await Task.yield() }
    consumer.cancel()
    await consumer.value
    #expect(bus.subscriberCount == 0)
  }

  @Test func slowSubscribersKeepTheNewestEventsAndCountDrops() async {
    let bus = EventBus(bufferSize: 2)
    var campaigns = bus.events(of: CampaignsLoaded.self).makeAsyncIterator()
    for count in 1...5 { bus.post(CampaignsLoaded(count: count)) }
    #expect(await campaigns.next()?.count == 4)
    #expect(await campaigns.next()?.count == 5)
    #expect(bus.droppedEventCount == 3)
  }
}
