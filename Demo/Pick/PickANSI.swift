import TermCellsCurses
import TermCellsLines

/// `--ansi`: SGR sequences (`ESC [ … m`) in the input are taken out of the line and drawn as
/// the colours and attributes they ask for. Every other escape stays in the line, where the
/// canvas shows it as a placeholder: nothing from the input reaches the terminal as it is.
enum PickANSI {
    /// A style that starts at a byte of the line without its SGR sequences.
    struct Span: Equatable {
        var start: Int
        var style: Style
    }

    /// `batch` without its SGR sequences, and the styles of each line that had any, by the
    /// line's index in the batch.
    static func strip(_ batch: LineBatch) -> (batch: LineBatch, spans: [Int: [Span]]) {
        var result = LineBatch()
        result.bytes.reserveCapacity(batch.bytes.count)
        result.lineEnds.reserveCapacity(batch.count)
        var spans: [Int: [Span]] = [:]
        for index in 0..<batch.count {
            let line = batch.line(index)
            if let (bytes, lineSpans) = strip(line) {
                result.bytes.append(contentsOf: bytes)
                spans[index] = lineSpans
            } else {
                result.bytes.append(contentsOf: line)
            }
            result.lineEnds.append(result.bytes.count)
        }
        result.truncatedLineCount = batch.truncatedLineCount
        return (result, spans)
    }

    /// The spans of a line cut to the byte `ranges` of it, put back to back (`--with-nth`): each
    /// range starts in the style in force at its first byte.
    static func project(_ spans: [Span], through ranges: [Range<Int>]) -> [Span] {
        var result: [Span] = []
        var offset = 0
        for range in ranges {
            // The style in force where the range starts, then the changes inside it.
            var style = Style.plain
            for span in spans where span.start <= range.lowerBound { style = span.style }
            result.append(Span(start: offset, style: style))
            for span in spans where span.start > range.lowerBound && span.start < range.upperBound {
                result.append(Span(start: offset + span.start - range.lowerBound, style: span.style))
            }
            offset += range.count
        }
        return result
    }

    /// `line` without its SGR sequences and the styles they set, or nil when it has none.
    static func strip(_ line: ArraySlice<UInt8>) -> (bytes: [UInt8], spans: [Span])? {
        guard line.contains(0x1B) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count)
        var spans: [Span] = []
        var style = Style.plain
        var index = line.startIndex
        var found = false
        while index < line.endIndex {
            if line[index] == 0x1B, let (parameters, end) = sgr(in: line, at: index) {
                style = apply(parameters, to: style)
                if let last = spans.last, last.start == bytes.count { spans.removeLast() }
                spans.append(Span(start: bytes.count, style: style))
                index = end
                found = true
                continue
            }
            bytes.append(line[index])
            index += 1
        }
        return found ? (bytes, spans) : nil
    }

    /// The parameters of an SGR sequence starting at `start` and the index after it.
    private static func sgr(in line: ArraySlice<UInt8>, at start: Int) -> ([Int], Int)? {
        guard start + 1 < line.endIndex, line[start + 1] == 0x5B else { return nil }
        var parameters: [Int] = []
        var current = 0
        var index = start + 2
        while index < line.endIndex {
            let byte = line[index]
            switch byte {
            case 0x30...0x39:
                current = min(current * 10 + Int(byte - 0x30), 999)
            case 0x3B:
                parameters.append(current)
                current = 0
            case 0x6D:
                parameters.append(current)
                return (parameters, index + 1)
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func apply(_ parameters: [Int], to style: Style) -> Style {
        var style = style
        var index = 0
        while index < parameters.count {
            let value = parameters[index]
            switch value {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(value - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(value - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .ansi(UInt8(value - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(value - 100 + 8))
            case 38, 48:
                // 38;5;N (256 colours) or 38;2;R;G;B (24-bit); an incomplete one is skipped.
                var color: Color?
                if index + 2 < parameters.count, parameters[index + 1] == 5 {
                    color = .indexed(UInt8(clamping: parameters[index + 2]))
                    index += 2
                } else if index + 1 < parameters.count, parameters[index + 1] == 2 {
                    if index + 4 < parameters.count {
                        color = .rgb(
                            red: UInt8(clamping: parameters[index + 2]), green: UInt8(clamping: parameters[index + 3]),
                            blue: UInt8(clamping: parameters[index + 4]))
                    }
                    index += 4
                }
                if let color {
                    if value == 38 { style.foreground = color } else { style.background = color }
                }
            default: break
            }
            index += 1
        }
        return style
    }

    /// The style of each character of `text` (the stripped line, decoded), from the spans.
    static func characterStyles(_ spans: [Span], in text: String) -> [Style] {
        var styles: [Style] = []
        var byte = 0
        var next = 0
        var style = Style.plain
        for character in text {
            while next < spans.count, spans[next].start <= byte {
                style = spans[next].style
                next += 1
            }
            styles.append(style)
            byte += character.utf8.count
        }
        return styles
    }
}
