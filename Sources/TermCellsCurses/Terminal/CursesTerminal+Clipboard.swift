import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// Sends the sequence that puts `text` on the terminal's clipboard (see
    /// ``ClipboardWrite``), now: between frames, after what ncurses' buffer holds. Returns
    /// whether it was sent; nil once the terminal is given back (nothing can be sent then).
    func writeToClipboard(_ text: String) -> Bool? {
        guard !stopped else { return nil }
        guard
            let bytes = ClipboardWrite.sequence(
                for: text, setSelection: Self.capability("Ms"), environment: ClipboardWrite.processEnvironment())
        else { return false }
        fflush(outputFile)
        Self.writeAll(bytes[...], to: outputDescriptor)
        return true
    }
}
