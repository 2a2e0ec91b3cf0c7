/// The manager's answers to its host, reachable by the benchmarks (`@_spi(Benchmarks)`)
/// without being public API.
@_spi(Benchmarks)
extension TableManager {
    /// The configured cell the host would get for the item.
    public func hostCell(at indexPath: IndexPath) -> ReusableView { hostSource.host(host, cellForItemAt: indexPath) }

    /// The height the host would get for the item (its mapping's `heightForCell`).
    public func hostItemHeight(at indexPath: IndexPath) -> Int? {
        hostSource.host(host, heightOf: .item(indexPath))
    }
}
