extension MatchPattern {
    /// Whether every line matching `self` also matches `previous`, so `self`'s matches can be
    /// searched among `previous`'s alone (typing more).
    ///
    /// True when `previous`'s OR sets are the first sets of `self` (more AND terms may follow)
    /// and each of them is either unchanged or a single positive term that `self` extends:
    /// a fuzzy term whose characters stay a subsequence, an exact term a substring, a prefix a
    /// prefix, a suffix a suffix, with case ignored before or counted in both. An empty
    /// `previous` matches everything, so any pattern narrows it.
    public func narrows(_ previous: MatchPattern) -> Bool {
        guard mode == previous.mode else { return false }
        let sets = termSets
        let previousSets = previous.termSets
        guard sets.count >= previousSets.count else { return false }
        for (set, previousSet) in zip(sets, previousSets) where set != previousSet {
            guard set.count == 1, previousSet.count == 1,
                Self.term(set[0], characters, narrows: previousSet[0], previous.characters)
            else { return false }
        }
        return true
    }

    private static func term(
        _ term: MatchTerm, _ characters: [UInt32], narrows previous: MatchTerm, _ previousCharacters: [UInt32]
    ) -> Bool {
        guard !term.isInverse, !previous.isInverse, term.kind == previous.kind else { return false }
        // A case-sensitive term narrows a case-ignoring one once folded; not the other way.
        guard term.isCaseSensitive || !previous.isCaseSensitive else { return false }
        let new =
            term.isCaseSensitive && !previous.isCaseSensitive
            ? characters[term.characters].map(CharacterClass.lowercase)
            : Array(characters[term.characters])
        let old = Array(previousCharacters[previous.characters])
        switch term.kind {
        case .fuzzy: return isSubsequence(old, of: new)
        case .exact: return contains(new, old)
        case .prefix: return new.starts(with: old)
        case .suffix: return new.reversed().starts(with: old.reversed())
        case .equal: return new == old
        }
    }

    private static func isSubsequence(_ needle: [UInt32], of haystack: [UInt32]) -> Bool {
        var remaining = needle[...]
        for character in haystack where remaining.first == character { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    private static func contains(_ haystack: [UInt32], _ needle: [UInt32]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains {
            haystack[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }
}
