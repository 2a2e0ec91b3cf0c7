import Foundation

/// What a terminal's terminfo entry lets a program send, read with `infocmp` and `tput`: the
/// SGR sequences its style capabilities expand to (`sgr` with every combination of the
/// attributes a program uses, `setaf`/`setab` for every colour, the fixed ones, and SGR 39 and
/// 49 where the entry declares them with `AX`).
struct TerminfoOracle {
    let terminal: String
    /// The parameters between `ESC [` and `m` of each declared sequence.
    let declaredSGR: Set<String>

    init(terminal: String) throws {
        self.terminal = terminal
        let entry = Subprocess.run(["infocmp", "-1", "-x", terminal]).output
        let names = Set(
            entry.split(separator: "\n").compactMap { line -> String? in
                let field = line.trimmingCharacters(in: .whitespaces)
                return field.split(whereSeparator: { "=#,".contains($0) }).first.map(String.init)
            })
        var requests = ["sgr0", "bold", "dim", "sitm", "ritm", "smul", "rmul", "rev", "smso", "rmso", "op"]
            .filter(names.contains)
        let colors =
            entry.split(separator: "\n").lazy.compactMap { line -> Int? in
                let field = line.trimmingCharacters(in: .whitespaces)
                guard field.hasPrefix("colors#") else { return nil }
                let value = field.dropFirst(7).dropLast()
                return value.hasPrefix("0x") ? Int(value.dropFirst(2), radix: 16) : Int(value)
            }.first ?? 0
        for name in ["setaf", "setab"] where names.contains(name) {
            requests += (0..<min(colors, 256)).map { "\(name) \($0)" }
        }
        if names.contains("sgr") {
            // Standout, underline, reverse, dim, bold and the line-drawing set, in every combination.
            for bits in 0..<64 {
                let flag = { (bit: Int) in (bits >> bit) & 1 }
                requests.append("sgr \(flag(0)) \(flag(1)) \(flag(2)) 0 \(flag(3)) \(flag(4)) 0 0 \(flag(5))")
            }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tput-\(UUID().uuidString)").path
        try requests.joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expanded = Subprocess.run(["sh", "-c", "tput -T \(terminal) -S < \(path)"]).output
        var declared = Set(Self.sgrParameters(in: Array(expanded.utf8)))
        if names.contains("AX") { declared.formUnion(["39", "49"]) }
        declaredSGR = declared
    }

    /// The SGR sequences in `bytes` (their parameters) the entry does not declare.
    func undeclaredSGR(in bytes: [UInt8]) -> Set<String> {
        Set(Self.sgrParameters(in: bytes)).subtracting(declaredSGR)
    }

    /// The parameters of every `ESC [ … m` in `bytes` whose parameters are digits and `;`.
    static func sgrParameters(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) {
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
                found.append(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
            }
            index = end
        }
        return found
    }
}
