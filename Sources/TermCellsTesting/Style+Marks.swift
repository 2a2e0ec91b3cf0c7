import TermCells

extension Style {
    /// Whether text in this style stands out the way a cursor row or a selection does: a
    /// background colour or reverse video. Pass `marking: \.standsOut` to
    /// ``expectScreen(_:_:marking:sourceLocation:)`` to see the cursor in a snapshot.
    public var standsOut: Bool { background != .default || attributes.contains(.reverse) }
}
