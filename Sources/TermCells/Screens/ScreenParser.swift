/// Reads the screen file format (see <doc:TemplatesAndScreenFiles>):
///
/// ```
/// table folders x=0 y=0 width=30% height=*
///   header Heading
///     ---
///     {text:* bold fg=yellow}
///   cell Folder template=FolderCell
/// grid photos x=30% y=0 width=* height=*
///   cell Photo class=PhotoCell
///     width 12
///     height 3
///     ---
///     {title:12 center}
/// ```
///
/// Host lines start in the first column; prototype lines are indented below their host;
/// an inline template is indented below its prototype. `#` starts a comment line.
enum ScreenParser {
    private typealias Line = (number: Int, text: Substring)

    static func parse(_ text: String, name: String, file: String) throws(FileParseError) -> ScreenFile {
        let lines: [Line] = text.numberedLines()
        var hosts: [ScreenHostDeclaration] = []
        var hostLines: [String: Int] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let content = line.text.trimmingSpaces
            if content.isEmpty || content.hasPrefix("#") { continue }
            let indent = try indentation(of: line, file: file)
            do throws(LineProblem) {
                if indent == 0 {
                    let host = try hostDeclaration(content, line: line.number)
                    if let first = hostLines[host.name] {
                        throw LineProblem("host '\(host.name)' is declared twice (first on line \(first))")
                    }
                    hostLines[host.name] = line.number
                    hosts.append(host)
                    continue
                }
                guard !hosts.isEmpty else {
                    throw LineProblem(
                        "a prototype must come after its host's line, such as 'table main x=0 y=0 width=* height=*'")
                }
            } catch {
                throw FileParseError(file: file, line: line.number, message: error.message)
            }
            var body: [Line] = []
            while index < lines.count {
                let next = lines[index]
                if !next.text.trimmingSpaces.isEmpty, try indentation(of: next, file: file) <= indent { break }
                body.append(next)
                index += 1
            }
            while let last = body.last, last.text.trimmingSpaces.isEmpty { body.removeLast() }
            let prototype = try prototypeDeclaration(content, line: line.number, body: body, file: file)
            let hostIndex = hosts.count - 1
            if let other = hosts[hostIndex].prototypes.first(where: {
                $0.kind == prototype.kind && $0.identifier == prototype.identifier
            }) {
                throw FileParseError(
                    file: file, line: line.number,
                    message:
                        "\(prototype.kind) prototype '\(prototype.identifier)' is declared twice in host '\(hosts[hostIndex].name)' (first on line \(other.line))"
                )
            }
            hosts[hostIndex].prototypes.append(prototype)
        }
        guard !hosts.isEmpty else {
            throw FileParseError(
                file: file, line: max(1, lines.count),
                message: "the screen declares no host: write a line such as 'table main x=0 y=0 width=* height=*'")
        }
        return ScreenFile(name: name, file: file, hosts: hosts)
    }

    private static func indentation(of line: Line, file: String) throws(FileParseError) -> Int {
        let count = line.text.leadingSpaceCount
        if line.text.unicodeScalars.dropFirst(count).first == "\t" {
            throw FileParseError(file: file, line: line.number, message: "indent with spaces, not tabs")
        }
        return count
    }

    private static func hostDeclaration(_ content: Substring, line: Int) throws(LineProblem) -> ScreenHostDeclaration {
        let words = content.words
        let kind = String(words[0])
        guard TemplateLineParser.isOutletName(kind) else {
            throw LineProblem("'\(kind)' is not a host kind: start the line with table or grid")
        }
        guard words.count >= 2, !words[1].contains("=") else {
            throw LineProblem("the \(kind) needs a name, as in '\(kind) main x=0 y=0 width=* height=*'")
        }
        var host = ScreenHostDeclaration(
            kind: kind, name: String(words[1]), x: .cells(0), y: .cells(0),
            width: .rest, height: .rest, prototypes: [], line: line)
        var seen: Set<Substring> = []
        for word in words.dropFirst(2) {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = parts[0]
            guard parts.count == 2, ["x", "y", "width", "height"].contains(key) else {
                throw LineProblem("unknown word '\(word)' in host '\(host.name)' (use x=, y=, width=, height=)")
            }
            guard seen.insert(key).inserted else { throw LineProblem("\(key) is given twice for host '\(host.name)'") }
            guard let value = ScreenDimension(parts[1]) else {
                throw LineProblem(
                    "\(key) must be cells (12), a fraction (25% or 1/3) or * for the rest, not '\(parts[1])'")
            }
            switch key {
            case "x", "y":
                if value == .rest { throw LineProblem("\(key) cannot be *: give cells or a fraction") }
                if key == "x" { host.x = value } else { host.y = value }
            case "width": host.width = value
            default: host.height = value
            }
        }
        return host
    }

    private static func prototypeDeclaration(
        _ content: Substring, line: Int, body: [Line], file: String
    ) throws(FileParseError) -> PrototypeDeclaration {
        func problem(_ message: String) -> FileParseError { FileParseError(file: file, line: line, message: message) }
        var words = content.words
        let keyword = words.removeFirst()
        let kind: ViewKind
        switch keyword {
        case "cell": kind = .cell
        case "header": kind = .header
        case "footer": kind = .footer
        case "supplementary":
            guard !words.isEmpty, !words[0].contains("=") else {
                throw problem("supplementary needs a kind and an identifier, as in 'supplementary badge Badge'")
            }
            kind = .supplementary(SupplementaryKind(rawValue: String(words.removeFirst())))
        default:
            throw problem(
                "unknown prototype '\(keyword)' (use cell, header, footer or supplementary KIND), or indent less to start a host"
            )
        }
        guard let identifier = words.first, !identifier.contains("=") else {
            throw problem("the \(keyword) prototype needs a reuse identifier, as in '\(keyword) Row'")
        }
        var className: String?
        var templateName: String?
        for word in words.dropFirst() {
            if word.hasPrefix("class="), word.count > 6, className == nil {
                className = String(word.dropFirst(6))
            } else if word.hasPrefix("template="), word.count > 9, templateName == nil {
                templateName = String(word.dropFirst(9))
            } else {
                throw problem(
                    "unknown word '\(word)' in prototype '\(identifier)' (use template=NAME and class=NAME, once each)")
            }
        }
        var design = PrototypeDesign.code
        if let templateName { design = .named(templateName) }
        if !body.isEmpty {
            if templateName != nil {
                throw problem("prototype '\(identifier)' has both template= and an inline template: keep one")
            }
            design = .inline(try inlineTemplate(body, name: String(identifier), file: file))
        }
        return PrototypeDeclaration(
            kind: kind, identifier: String(identifier), className: className, design: design, line: line)
    }

    /// The body lines without the indentation of the first one, parsed as a template.
    private static func inlineTemplate(_ body: [Line], name: String, file: String) throws(FileParseError) -> Template {
        let margin = body.first { !$0.text.trimmingSpaces.isEmpty }.map { $0.text.leadingSpaceCount } ?? 0
        var stripped: [Line] = []
        for line in body {
            if line.text.trimmingSpaces.isEmpty {
                stripped.append((line.number, ""))
                continue
            }
            guard line.text.leadingSpaceCount >= margin else {
                throw FileParseError(
                    file: file, line: line.number,
                    message: "this line of the inline template is indented less than its first line")
            }
            stripped.append((line.number, line.text.droppingLeadingScalars(margin)))
        }
        return try TemplateParser.parse(lines: stripped, name: name, file: file)
    }
}
