import Testing

@testable import TermCellsCurses

/// ``Application/wakeUp`` under ``MainLoop``: a byte on the signal pipe the loop polls.
@Suite(.serialized) struct SignalPipeWakeTests {
    @Test func aWakeWritesOneByteOnlyWhileTheLoopPolls() {
        _ = SignalPipe.received()
        SignalPipe.setLoopPolls(true)
        #expect(SignalPipe.wakeLoop())
        #expect(SignalPipe.wakeLoop())
        #expect(SignalPipe.received() == [SignalPipe.wakeByte, SignalPipe.wakeByte])
        SignalPipe.setLoopPolls(false)
        #expect(!SignalPipe.wakeLoop())
        #expect(SignalPipe.received().isEmpty)
    }

    /// More bytes than one read takes (16): every one is read, in order, the last read short.
    @Test func everyByteWaitingIsRead() {
        _ = SignalPipe.received()
        SignalPipe.setLoopPolls(true)
        defer { SignalPipe.setLoopPolls(false) }
        for _ in 0..<20 { #expect(SignalPipe.wakeLoop()) }
        #expect(SignalPipe.received() == Array(repeating: SignalPipe.wakeByte, count: 20))
        #expect(SignalPipe.received().isEmpty)
    }
}
