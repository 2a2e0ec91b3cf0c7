/// Text that tries to drive the terminal: every payload carries the word PWNED so a test can
/// look for it right after (or before) the control bytes that would make it an escape sequence.
enum HostileText {
    static let esc = "\u{1B}"

    /// One payload per item row, each short enough to fit on an 80-column row.
    static let items: [String] = [
        "t0 \(esc)]0;PWNED\u{07} end",  // OSC 0 window title, BEL-terminated
        "t2 \(esc)]2;PWNED\(esc)\\ end",  // OSC 2 window title, ST-terminated
        "cb \(esc)]52;c;PWNED\u{07} end",  // OSC 52 clipboard
        "ln \(esc)]8;;http://PWNED\(esc)\\x\(esc)]8;;\(esc)\\ end",  // OSC 8 hyperlink
        "cl \(esc)[2JPWNED end",  // CSI clear screen
        "mv \(esc)[9999;9999HPWNED end",  // CSI cursor move
        "al \(esc)[?1049lPWNED end",  // CSI leave the alternate screen
        "cu \(esc)[?25lPWNED end",  // CSI hide the cursor
        "dc \(esc)PPWNED\(esc)\\ end",  // DCS
        "ap \(esc)_PWNED\(esc)\\ end",  // APC
        "bl \u{07}PWNED end",  // BEL
        "bs \u{08}PWNED end",  // backspace
        "cr \rPWNED end",  // carriage return
        "de \u{7F}PWNED end",  // DEL
        "c1 \u{9B}2JPWNED end",  // C1 CSI
        "o1 \u{9D}0;PWNED\u{07} end",  // C1 OSC
        "d1 \u{90}PWNED\u{9C} end",  // C1 DCS, C1 ST
        "a1 \u{9F}PWNED\u{9C} end",  // C1 APC
    ]

    /// The section header (drawn through the header template): a window title.
    static let header = "hd \(esc)]0;PWNED-HEADER\u{07} end"
    /// The section footer: a screen clear and a cursor move.
    static let footer = "ft \(esc)[2JPWNED-FOOTER\(esc)[5;5H end"
}

/// An item of the hostile section.
struct HostileItem {
    let text: String
}
