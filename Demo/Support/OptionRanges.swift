import TermCellsCurses

/// An option outside what the demo can hold: a one-line message and exit status 2.
struct OptionRangeError: Error {
    let message: String
}

/// A command whose options have documented ranges, checked by ``DemoCommand/main()`` before it
/// runs (ArgumentParser's `validate()` would add the usage text and exit 64).
protocol RangeCheckedCommand {
    func checkRanges() throws(OptionRangeError)
}

extension Int {
    /// Throws unless the value of `option` lies in `range`.
    func check(_ option: String, in range: ClosedRange<Int>) throws(OptionRangeError) {
        guard range.contains(self) else {
            throw OptionRangeError(
                message:
                    "\(option) must be from \(range.lowerBound.groupedDigits) to \(range.upperBound.groupedDigits), not \(groupedDigits)"
            )
        }
    }
}

extension Double {
    /// Throws unless the value of `option` is a finite number in `range` (NaN and infinities
    /// are refused by name).
    func check(_ option: String, in range: ClosedRange<Double>) throws(OptionRangeError) {
        guard isFinite else {
            throw OptionRangeError(message: "\(option) must be a finite number of seconds, not \(self)")
        }
        guard range.contains(self) else {
            throw OptionRangeError(
                message:
                    "\(option) must be from \(Int(range.lowerBound).groupedDigits) to \(Int(range.upperBound).groupedDigits), not \(self)"
            )
        }
    }
}
