import TermCells

extension Style {
    /// Whether text in this style stands out the way a cursor row or a selection does: a
    /// background colour or reverse video. Pass `marking: \.standsOut` to
    /// ``expectScreen(_:_:marking:sourceLocation:)`` to see the cursor in a snapshot.
    public var standsOut: Bool { background != .default || attributes.contains(.reverse) }

    /// Whether text in this style shows `role`: each colour `role` gives and all its
    /// attributes; never for a role with neither.
    func carries(_ role: Style) -> Bool {
        guard role != .plain else { return false }
        return (role.foreground == .default || role.foreground == foreground)
            && (role.background == .default || role.background == background)
            && attributes.isSuperset(of: role.attributes)
    }
}
