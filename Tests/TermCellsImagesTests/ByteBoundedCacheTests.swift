import Testing

@testable import TermCellsImages

@Suite struct ByteBoundedCacheTests {
    @Test func overTheLimitTheLeastRecentlyUsedGoFirstDownToThreeQuarters() {
        var cache = ByteBoundedCache<String, Int>(limit: 100)
        for (index, name) in ["a", "b", "c", "d"].enumerated() { cache.insert(index, bytes: 25, for: name) }
        #expect(cache.totalBytes == 100)
        // "a" is used, so "b" is now the oldest.
        #expect(cache.value(for: "a") == 0)
        cache.insert(4, bytes: 25, for: "e")
        // 125 bytes: "b" then "c" go, leaving 75.
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "c") == nil)
        #expect(cache.value(for: "a") == 0)
        #expect(cache.value(for: "d") == 3)
        #expect(cache.value(for: "e") == 4)
        #expect(cache.totalBytes == 75)
    }

    @Test func aValueLargerThanTheLimitIsKeptAloneUntilTheNext() {
        var cache = ByteBoundedCache<String, Int>(limit: 100)
        cache.insert(1, bytes: 10, for: "small")
        cache.insert(2, bytes: 500, for: "huge")
        #expect(cache.value(for: "small") == nil)
        #expect(cache.value(for: "huge") == 2)
        cache.insert(3, bytes: 10, for: "next")
        #expect(cache.value(for: "huge") == nil)
        #expect(cache.totalBytes == 10)
    }

    @Test func replacingAValueCountsItsBytesOnce() {
        var cache = ByteBoundedCache<String, Int>(limit: 100)
        cache.insert(1, bytes: 40, for: "a")
        cache.insert(2, bytes: 30, for: "a")
        #expect(cache.totalBytes == 30)
        #expect(cache.count == 1)
    }
}
