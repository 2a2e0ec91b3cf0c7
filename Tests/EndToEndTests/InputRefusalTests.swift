import Foundation
import Testing

/// Input the demo cannot use, given on its command line: each is refused with one line on
/// stderr saying what is wrong (and, for `csv --wrap`, which columns there are) and exit
/// status 2, before the terminal is touched.
@Suite struct InputRefusalTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    let refusals = StartupRefusalTests()
    let table = "printf 'id,name,note\\n1,one,a\\n2,two,b\\n' > t.csv"
    let columns = "the columns are 1 “id”, 2 “name”, 3 “note”"

    @Test(arguments: ["t.csv", "- < t.csv"])
    func csvWrapNamingNoColumnIsRefusedNamingTheColumns(source: String) throws {
        let outcome = try refusals.refusal("\(table) && \(demo) csv \(source) --wrap name,nosuch")
        #expect(outcome.status == "exit=2")
        #expect(outcome.error == "termcells-demo csv: --wrap: no column is titled “nosuch”; \(columns)\n")
        #expect(outcome.alternate == "0")
    }

    @Test func csvWrapZeroIsRefusedNamingTheColumns() throws {
        let outcome = try refusals.refusal("\(table) && \(demo) csv t.csv --wrap 0")
        #expect(outcome.status == "exit=2")
        #expect(outcome.error == "termcells-demo csv: --wrap: 0 is not a column number; \(columns)\n")
        #expect(outcome.alternate == "0")
    }

    @Test func aDirectoryGivenAsAChatScriptIsRefusedAsOne() throws {
        let outcome = try refusals.refusal("mkdir -p notes && \(demo) chat notes")
        #expect(outcome.status == "exit=2")
        #expect(outcome.error == "termcells-demo chat: notes is a directory, not a chat script\n")
        #expect(outcome.alternate == "0")
    }
}
