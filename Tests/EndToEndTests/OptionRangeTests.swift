import Foundation
import Testing

/// Command-line extremes (issue 18, item 2): every option outside what the demo can hold is
/// refused before the terminal is touched, with one line on stderr and exit status 2 — no trap
/// (NaN or infinite durations, a rate times a duration past `Int`), no blank screen while memory
/// climbs (two billion items).
@Suite struct OptionRangeTests {
    static let refusals: [(arguments: [String], message: String)] = [
        (["live", "--duration", "nan"], "termcells-demo live: --duration must be a finite number of seconds, not nan"),
        (["live", "--duration", "inf"], "termcells-demo live: --duration must be a finite number of seconds, not inf"),
        (["live", "--duration=-inf"], "termcells-demo live: --duration must be a finite number of seconds, not -inf"),
        (["live", "--duration", "1e300"], "termcells-demo live: --duration must be from 0 to 86,400, not 1e+300"),
        (["live", "--duration=-1"], "termcells-demo live: --duration must be from 0 to 86,400, not -1.0"),
        (
            ["live", "--rate", "9223372036854775807", "--duration", "2"],
            "termcells-demo live: --rate must be from 1 to 1,000,000, not 9,223,372,036,854,775,807"
        ),
        (["live", "--rate", "0"], "termcells-demo live: --rate must be from 1 to 1,000,000, not 0"),
        (
            ["grid", "--items", "9223372036854775807"],
            "termcells-demo grid: --items must be from 0 to 10,000,000, not 9,223,372,036,854,775,807"
        ),
        (
            ["table", "--items", "9223372036854775807"],
            "termcells-demo table: --items must be from 0 to 10,000,000, not 9,223,372,036,854,775,807"
        ),
        (
            ["table", "--items", "2147483648"],
            "termcells-demo table: --items must be from 0 to 10,000,000, not 2,147,483,648"
        ),
        (
            ["table", "--sections", "9223372036854775807"],
            "termcells-demo table: --sections must be from 1 to 100,000, not 9,223,372,036,854,775,807"
        ),
        (["table", "--sections", "0"], "termcells-demo table: --sections must be from 1 to 100,000, not 0"),
        (
            ["screen", "--items", "9223372036854775807", "Examples/Screens/Mail.screen"],
            "termcells-demo screen: --items must be from 0 to 1,000,000, not 9,223,372,036,854,775,807"
        ),
    ]

    @Test(arguments: refusals.indices)
    func anOptionOutOfItsRangeIsOneLineAndExit2(_ index: Int) {
        let (arguments, message) = Self.refusals[index]
        let result = Subprocess.run([DemoBinary.path] + arguments)
        #expect(result.status == 2, "\(arguments): \(result.error)")
        #expect(result.error == message + "\n")
        #expect(result.output.isEmpty)
    }

    @Test func aUsageErrorExits2AndQuotesTheArgumentSanitised() {
        let result = Subprocess.run([DemoBinary.path, "table", "--items", "\u{1B}]0;PWNED\u{07}"])
        #expect(result.status == 2)
        #expect(
            result.error.hasPrefix("Error: The value '^[]0;PWNED^G' is invalid for '--items <items>'"),
            "\(result.error)")
        #expect(!result.error.contains("\u{1B}"))
    }

    @Test func theLimitsThemselvesAreAccepted() {
        // Past the range checks, the terminal is the next refusal (stdin is /dev/null here).
        for arguments in [
            ["table", "--items", "10000000", "--sections", "100000"],
            ["live", "--rate", "1000000", "--duration", "86400"],
            ["grid", "--items", "10000000"],
        ] {
            let result = Subprocess.run([DemoBinary.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error == "termcells-demo: standard input is not a terminal\n", "\(arguments)")
        }
    }
}
