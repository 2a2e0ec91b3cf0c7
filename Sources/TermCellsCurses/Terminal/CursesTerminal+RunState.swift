import Dispatch

extension CursesTerminal {
    /// Whether a terminal still runs or was given back (``stop()``).
    enum RunState {
        /// Running; `stopSource` answers Ctrl-Z when the terminal handles it.
        case running(stopSource: DispatchSourceSignal?)
        /// Given back: nothing more is drawn or sent.
        case stopped
    }

    /// Whether the terminal was given back (``stop()``).
    var stopped: Bool {
        if case .stopped = runState { return true }
        return false
    }
}
