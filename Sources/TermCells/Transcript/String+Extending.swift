import Foundation

extension String {
    /// Whether this text is `shorter` with more after it (or the same), compared byte by
    /// byte: a message streaming in tells its growth apart from a new message this way.
    /// One `memcmp` of the shorter text, so comparing a long message costs next to nothing
    /// beside laying out even its last line.
    func extends(_ shorter: String) -> Bool {
        var shorter = shorter
        var longer = self
        let compared = longer.withUTF8 { longerBytes in
            shorter.withUTF8 { shorterBytes in
                guard longerBytes.count >= shorterBytes.count else { return false }
                guard let longerStart = longerBytes.baseAddress, let shorterStart = shorterBytes.baseAddress else {
                    return true
                }
                return memcmp(longerStart, shorterStart, shorterBytes.count) == 0
            }
        }
        return compared
    }
}
