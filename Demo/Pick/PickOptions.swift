/// What `pick`'s fzf options ask of the screen and of its output.
struct PickOptions {
    var allowsMultiple = false
    var showsTiming = false
    var exact = false
    var sorts = true
    /// `--prompt`: drawn before the query.
    var prompt = "> "
    /// `-q/--query`: the query the picker starts with.
    var query = ""
    /// `--header-lines N`: the first N input lines are shown above the list, never matched.
    var headerLines = 0
    /// `--expect`: keys that end the picker like Enter, their name printed first.
    var expectedKeys: Set<String> = []
    /// `--print-query`: the query is the first line printed.
    var printsQuery = false
    /// `--print0`: every printed line ends with NUL rather than a newline.
    var printsNUL = false
    /// `--ansi`: SGR sequences in the input drawn as styles.
    var readsANSI = false
    /// `--tac`: the last line read is shown first.
    var showsNewestFirst = false
    /// `-d`, `--nth`, `--with-nth`.
    var fields = PickFieldOptions()
    /// `--preview`: the command whose output is shown beside the list for the cursor's line.
    var previewCommand: String?
}

/// How the picker ended, and what it prints.
struct PickResult {
    /// The query when the picker ended.
    var query: String
    /// The `--expect` key that ended it: "" for Enter, nil when cancelled.
    var key: String?
    /// The chosen lines, as they came.
    var lines: [[UInt8]]

    /// Standard output's bytes: the query (`--print-query`), the key (`--expect`), then the lines,
    /// each ended by a newline, or NUL with `--print0`.
    func output(_ options: PickOptions) -> [UInt8] {
        var records: [[UInt8]] = []
        if options.printsQuery { records.append(Array(query.utf8)) }
        if !options.expectedKeys.isEmpty, let key { records.append(Array(key.utf8)) }
        records.append(contentsOf: lines)
        var bytes: [UInt8] = []
        for record in records {
            bytes.append(contentsOf: record)
            bytes.append(options.printsNUL ? 0 : 0x0A)
        }
        return bytes
    }
}
