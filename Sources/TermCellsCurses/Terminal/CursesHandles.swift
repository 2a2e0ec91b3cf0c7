import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncurses' screen and the window content draws into, and the streams the screen was made on
/// (the terminal's descriptors, duplicated): what ``CursesTerminal`` closes and deletes at the
/// end.
struct CursesHandles {
    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let inputFile: UnsafeMutablePointer<FILE>
    let outputFile: UnsafeMutablePointer<FILE>
}
