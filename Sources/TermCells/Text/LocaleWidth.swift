#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `wcwidth`, evaluated under a UTF-8 `LC_CTYPE` whatever the process locale is.
///
/// ncurses measures with `wcwidth` in the process locale (the curses backend sets it from the
/// environment). The core must agree with it without depending on `setlocale`: in the "C" locale
/// glibc answers -1 for everything outside ASCII. So we keep a private UTF-8 locale object and switch
/// to it per thread (`uselocale`), which leaves other threads and the global locale untouched.
///
/// `wcwidth` is looked up with `dlsym` because glibc only declares it under `_XOPEN_SOURCE`, which
/// Swift's Glibc module does not define.
struct LocaleWidth: @unchecked Sendable {
    // @unchecked: both values are immutable handles the C library allows to share between threads.
    private typealias WidthFunction = @convention(c) (wchar_t) -> Int32

    private let locale: locale_t
    private let wcwidth: WidthFunction

    /// The shared instance, or `nil` when no UTF-8 locale (or no `wcwidth`) is available.
    static let shared: LocaleWidth? = LocaleWidth()

    private init?() {
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "wcwidth") else { return nil }
        let function = unsafeBitCast(symbol, to: WidthFunction.self)
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
            guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { continue }
            let candidate = LocaleWidth(locale: locale, wcwidth: function)
            // A locale that exists but knows no widths would make every glyph unprintable.
            if candidate.width(of: 0x4E00) == 2, candidate.width(of: 0x0301) == 0 {
                self = candidate
                return
            }
            freelocale(locale)
        }
        return nil
    }

    private init(locale: locale_t, wcwidth: WidthFunction) {
        self.locale = locale
        self.wcwidth = wcwidth
    }

    /// `wcwidth(value)`: -1 for non-printable, 0, 1 or 2.
    func width(of value: UInt32) -> Int {
        withLocale { Int(wcwidth(wchar_t(bitPattern: value))) }
    }

    /// Runs `body` with this locale current on the calling thread, then restores the previous one.
    func withLocale<Result>(_ body: () -> Result) -> Result {
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return body()
    }

    /// `wcwidth` without switching locale; only valid inside ``withLocale(_:)``.
    func widthInCurrentLocale(of value: UInt32) -> Int {
        Int(wcwidth(wchar_t(bitPattern: value)))
    }
}
