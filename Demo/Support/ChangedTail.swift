import TermCellsCurses

/// The part of a line of text that changed since it was drawn, for redrawing only that part
/// (a status line whose row number changes on every key).
///
/// The line is cut where both texts read the same bytes before and an ASCII character on each
/// side of the cut: a grapheme always ends there, so the glyphs before it are drawn as they
/// were. The tails after the cut must be free of controls (a tab's width depends on where it
/// is drawn), so that each is as wide on its own as it was in its line.
struct ChangedTail {
    /// The byte offset of the cut in both texts.
    let cut: Int
    /// The new text after the cut.
    let text: String
    /// The columns of the old text after the cut, and of the new one.
    let oldWidth: Int
    let newWidth: Int
    /// Whether the new text after the cut is printable ASCII (a run of ``newWidth`` bytes).
    var isASCII: Bool { text.utf8.count == newWidth }

    /// Where `new` stops matching `old`; nil when the texts cannot be cut alike (see the type).
    init?(from old: String, to new: String) {
        var oldBytes = old
        var newBytes = new
        let found = oldBytes.withUTF8 { old in
            newBytes.withUTF8 { new -> (cut: Int, oldWidth: Int, newWidth: Int)? in
                var cut = 0
                let common = min(old.count, new.count)
                while cut < common && old[cut] == new[cut] { cut += 1 }
                while cut > 0 && !(old[cut - 1] < 0x80 && Self.isASCII(old, at: cut) && Self.isASCII(new, at: cut)) {
                    cut -= 1
                }
                guard let oldWidth = Self.width(UnsafeBufferPointer(rebasing: old[cut...])),
                    let newWidth = Self.width(UnsafeBufferPointer(rebasing: new[cut...]))
                else { return nil }
                return (cut, oldWidth, newWidth)
            }
        }
        guard let found else { return nil }
        cut = found.cut
        oldWidth = found.oldWidth
        newWidth = found.newWidth
        text = String(new[new.utf8.index(new.startIndex, offsetBy: found.cut)...])
    }

    /// Whether the byte at `index` is ASCII or the text ends there.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index == bytes.count || bytes[index] < 0x80
    }

    /// The columns of a tail; nil when it has a control character.
    private static func width(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var ascii = true
        var previous: UInt8 = 0
        for byte in bytes {
            // C0 controls, DEL and C1 controls (U+0080–U+009F, after a 0xC2 lead byte).
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0) { return nil }
            if byte >= 0x80 { ascii = false }
            previous = byte
        }
        return ascii ? bytes.count : String(decoding: bytes, as: UTF8.self).displayWidth
    }
}
