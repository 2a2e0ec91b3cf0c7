/// The items a host told its delegate about as about to scroll into view (a screenful above
/// and below the viewport), and the viewport they were found around.
struct PrefetchWindow {
    /// Whether the host tells its delegate at all.
    var isEnabled = true
    var items: Set<IndexPath> = []
    var around: Rect?

    /// Forgets what was told: the next frame tells the window afresh (index paths changed).
    mutating func restart() {
        items.removeAll()
        around = nil
    }
}
