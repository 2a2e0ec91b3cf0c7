import Foundation

/// The longest time a fuzzed program kept the terminal from taking input (its input queue
/// full while it worked on what it had read), with the inputs sent just before, so a failure
/// says where the program stalled and the seed replays the stream up to there.
struct InputStallLog {
    /// How many inputs before the stalled one are kept.
    static let contextLength = 3

    private(set) var longest: TimeInterval = 0
    private var stalledInput = ""
    private var stalledNumber = 0
    private var stalledContext: [String] = []
    private var recent: [String] = []
    private var count = 0

    /// Records input `description`, which took `seconds` to be taken (0 for a resize).
    mutating func record(_ description: String, seconds: TimeInterval) {
        count += 1
        if seconds > longest || count == 1 {
            longest = seconds
            stalledInput = description
            stalledNumber = count
            stalledContext = recent
        }
        recent.append("#\(count) \(description)")
        if recent.count > Self.contextLength { recent.removeFirst() }
    }

    /// One line for a message: the longest stall, the input it happened on and those before it.
    var summary: String {
        guard count > 0 else { return "no input sent" }
        let before = stalledContext.isEmpty ? "nothing" : stalledContext.joined(separator: ", ")
        let seconds = String(format: "%.2f", longest)
        return "longest stall \(seconds) s, on input #\(stalledNumber) \(stalledInput), after \(before)"
    }

    /// `bytes` with escapes and other controls made visible, cut to `limit` characters.
    static func visible(_ bytes: [UInt8], limit: Int = 60) -> String {
        var text = ""
        for byte in bytes.prefix(limit) {
            switch byte {
            case 0x1B: text += "␛"
            case 0x20...0x7E: text += String(UnicodeScalar(byte))
            default: text += String(format: "\\x%02X", byte)
            }
        }
        let more = bytes.count > limit ? "… (\(bytes.count) bytes)" : ""
        return "\"" + text + "\"" + more
    }
}
