/// Reads the template format (see <doc:TemplatesAndScreenFiles>):
///
/// ```
/// # PostCell.template
/// height 2
/// style fg=white
/// ---
/// {title:* bold} {date:10 right dim}
///   {"by" dim} {author:*}
/// ```
///
/// Settings come first (`height`, `width`, `style`, `highlight`, `selected`; blank lines and
/// `#` comments allowed), then a `---` line, then the layout, drawn as written: `{name}`
/// is an outlet, `{"text" …}` styled static text, `{{` and `}}` literal braces.
public enum TemplateParser {
    /// The file extension of template files.
    public static let fileExtension = "template"

    /// Parses a whole template file. `file` names it in errors (default `NAME.template`).
    public static func parse(_ text: String, name: String, file: String? = nil) throws(FileParseError) -> Template {
        return try parse(lines: text.numberedLines(), name: name, file: file ?? "\(name).\(fileExtension)")
    }

    /// Parses template lines that carry their own line numbers (an inline template of a screen file).
    static func parse(lines: [(number: Int, text: Substring)], name: String, file: String) throws(FileParseError)
        -> Template
    {
        var settings = TemplateSettings()
        var layoutStart: Int?
        for (offset, line) in lines.enumerated() {
            let trimmed = line.text.trimmingSpaces
            if trimmed == "---" {
                layoutStart = offset + 1
                break
            }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            do {
                try settings.read(trimmed, line: line.number)
            } catch {
                throw FileParseError(file: file, line: line.number, message: error.message)
            }
        }
        guard let layoutStart else {
            let last = lines.last?.number ?? 1
            let message =
                lines.allSatisfy({ $0.text.trimmingSpaces.isEmpty })
                ? "the template is empty: write its settings, a '---' line, then its layout"
                : "no '---' line: write the settings, a '---' line, then the layout"
            throw FileParseError(file: file, line: last, message: message)
        }
        var layout = Array(lines[layoutStart...])
        while let last = layout.last, last.text.trimmingSpaces.isEmpty { layout.removeLast() }

        var templateLines: [TemplateLine] = []
        var firstUse: [String: Int] = [:]
        for line in layout {
            do throws(LineProblem) {
                let parsed = try TemplateLineParser.parse(line.text)
                for case .outlet(let outlet) in parsed.elements {
                    if let first = firstUse[outlet.name] {
                        throw LineProblem("outlet '\(outlet.name)' appears twice (first on line \(first))")
                    }
                    firstUse[outlet.name] = line.number
                }
                templateLines.append(parsed)
            } catch {
                throw FileParseError(file: file, line: line.number, message: error.message)
            }
        }
        let height = settings.height ?? max(1, templateLines.count)
        if templateLines.count > height {
            throw FileParseError(
                file: file, line: layout[height].number,
                message: "the layout has \(templateLines.count) lines but height is \(height)")
        }
        return Template(
            name: name, height: height, width: settings.width, style: settings.style,
            highlightStyle: settings.highlightStyle, selectedStyle: settings.selectedStyle, lines: templateLines
        )
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    /// The words, split on spaces and tabs.
    var words: [Substring] {
        split(whereSeparator: { $0 == " " || $0 == "\t" })
    }
}
