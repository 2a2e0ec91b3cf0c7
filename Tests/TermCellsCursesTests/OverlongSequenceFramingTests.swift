import Testing

@testable import TermCellsCurses

/// A control sequence longer than any key (issue 51, item 5) is dropped whole, up to and with
/// its final byte, however long it is and however it is cut into reads: its final byte (the `q`
/// of `ESC [ 1 ; 1 ; … q`) was read as a key, and the rest of one longer than a read as text.
@Suite struct OverlongSequenceFramingTests {
    func framer() -> InputSequenceFramer { InputSequenceFramer(match: InputSequenceFramerTests.match) }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// `ESC [`, `count` parameter bytes cycling through `parameters`, then `final`.
    func sequence(_ parameters: String, count: Int, final: String) -> [UInt8] {
        let cycle = bytes(parameters)
        return bytes("\u{1B}[") + (0..<count).map { cycle[$0 % cycle.count] } + bytes(final)
    }

    @Test func aSixtyThreeByteSequenceInOneReadIsDroppedWithItsFinalByte() {
        var framer = framer()
        let long = sequence("1;", count: 60, final: "q")
        #expect(long.count == 63)
        #expect(framer.receive(long + bytes("x")).bytes == bytes("x"))
        #expect(framer.droppedSequences == 1)
        #expect(!framer.spansReads)
    }

    @Test func emptyParametersAndAKittyFinalByteTypeNothing() {
        var framer = framer()
        #expect(framer.receive(sequence(";", count: 80, final: "u")).bytes == [])
        #expect(framer.receive(bytes("ab")).bytes == bytes("ab"))
    }

    @Test(arguments: [1, 7, 48, 49, 333, 4_096])
    func aFiveThousandByteSequenceCutIntoReadsTypesNothing(readSize: Int) {
        var framer = framer()
        let long = sequence("12;", count: 5_000, final: "u")
        var received: [UInt8] = []
        var offset = 0
        while offset < long.count {
            let end = min(offset + readSize, long.count)
            received += framer.receive(long[offset..<end]).bytes
            offset = end
        }
        #expect(received == [])
        #expect(!framer.spansReads)
        #expect(framer.receive(bytes("ab")).bytes == bytes("ab"))
        #expect(framer.droppedSequences == 1)
    }

    @Test func aByteNoSequenceContainsEndsTheDropAndIsKept() {
        var framer = framer()
        let cutOff = sequence("1", count: 100, final: "")
        #expect(framer.receive(cutOff).bytes == [])
        #expect(framer.spansReads)
        #expect(framer.receive(bytes("11\u{1B}[Ab")).bytes == bytes("\u{1B}[Ab"))
        #expect(framer.receive(cutOff + bytes("\r")).bytes == bytes("\r"))
    }
}
