/// The live log's status line: "Received 124 · Showing 124 · following", with the filter pass's
/// progress, the lines dropped and the filter when there are any.
///
/// Built every frame of a stream (its counters change with each line), so it is written byte
/// by byte into one string's storage: appended to a `String` piece by piece it cost about
/// 4,000 instructions a frame, 2% of a streamed frame at 20 lines a second.
struct LiveStatusText {
    var received: Int
    var isDone: Bool
    var showing: Int
    /// The filter pass's progress in percent, while one runs.
    var filtering: Int?
    /// The lines the log keeps, once older ones were dropped.
    var keptAfterDrops: Int?
    var isFollowing: Bool
    /// The filter's query, when it is shown: not empty, or "" while it is typed (the text
    /// field is then drawn after the status).
    var query: String?
    /// Accessible mode: no counters ticking while lines stream in.
    var isQuiet: Bool

    var text: String {
        let kept = keptAfterDrops?.groupedDigits ?? ""
        let query = query ?? ""
        // Room for the longest status: its fixed text (115 bytes with every part shown), three
        // counters of at most 20 digits, the kept count and the query. The writer does not
        // check its bounds in a release build.
        return String(unsafeUninitializedCapacity: 192 + kept.utf8.count + query.utf8.count) { buffer in
            var writer = ByteWriter(buffer: buffer)
            if !isQuiet {
                writer.append("Received ")
                writer.append(received)
                if isDone { writer.append(" (done)") }
                writer.append(" · Showing ")
                writer.append(showing)
                if let filtering {
                    writer.append(" (filtering ")
                    writer.append(filtering)
                    writer.append("%)")
                }
                if keptAfterDrops != nil {
                    writer.append(" (older than the last ")
                    writer.append(contentsOf: kept)
                    writer.append(" dropped)")
                }
                writer.append(" · ")
            }
            writer.append(isFollowing ? "following" : "paused — End follows")
            if self.query != nil {
                writer.append(" · filter: /")
                writer.append(contentsOf: query)
            }
            return writer.count
        }
    }
}
