import Testing

@testable import TermCells

/// A ``ChatTranscript`` as a storage: ids that outlive removals, replies that grow from any
/// task in one update per drain, and handles that stay harmless once their message is gone.
/// The transcript here is drained by hand (`drainsAutomatically: false`), so that what one
/// drain delivers is exact.
@MainActor
@Suite struct ChatTranscriptTests {
    private func transcript() -> (ChatTranscript, StorageUpdatesObserver) {
        let transcript = ChatTranscript(drainsAutomatically: false)
        let observer = StorageUpdatesObserver()
        transcript.addObserver(observer)
        return (transcript, observer)
    }

    private func texts(_ transcript: ChatTranscript) -> [String] {
        (0..<transcript.count).compactMap { transcript.entry(at: $0)?.message.text }
    }

    @Test func appendsAreInsertsAtTheEndWithIDsTimesMetadataAndStates() {
        let (transcript, observer) = transcript()
        let question = transcript.append(ChatMessage(role: .user, text: "Why?"), metadata: ["source": "keyboard"])
        let reply = transcript.append(role: .assistant, metadata: ["model": "small"])
        #expect(observer.updates.map(\.changes) == [[.insertItem(itemPath(0))], [.insertItem(itemPath(1))]])
        #expect(transcript.numberOfSections == 1 && transcript.numberOfItems(inSection: 0) == 2)
        #expect(transcript.item(at: itemPath(0)) as? ChatMessage == ChatMessage(role: .user, text: "Why?"))
        #expect(transcript.item(at: itemPath(2)) == nil && transcript.item(at: itemPath(0, 1)) == nil)
        let first = transcript.entry(for: question)
        #expect(first?.state == .finished && first?.metadata == ["source": "keyboard"])
        let second = transcript.entry(for: reply.id)
        #expect(second?.state == .streaming && second?.metadata == ["model": "small"])
        #expect(second?.message == ChatMessage(role: .assistant, text: ""))
        if let first, let second { #expect(first.time <= second.time) }
        #expect(question < reply.id)
        #expect(transcript.index(of: reply.id) == 1)
    }

    @Test func tokensFromADetachedTaskArriveInOrderAsOneUpdateOfTheRow() async {
        let (transcript, observer) = transcript()
        transcript.append(ChatMessage(role: .user, text: "Count."))
        let reply = transcript.append(role: .assistant, text: "0")
        observer.reset()
        await Task.detached {
            for number in 1...200 { reply.append(" \(number)") }
        }.value
        transcript.drain()
        #expect(observer.updates.map(\.changes) == [[.updateItem(itemPath(1))]])
        #expect(transcript.message(for: reply.id)?.text == (0...200).map(String.init).joined(separator: " "))
        #expect(transcript.entry(for: reply.id)?.state == .streaming)
        transcript.drain()
        #expect(observer.updates.count == 1)
    }

    @Test func twoRepliesGrowingInOneDrainAreOneUpdateOfBothRows() async {
        let (transcript, observer) = transcript()
        let first = transcript.append(role: .assistant)
        let second = transcript.append(role: .tool)
        observer.reset()
        await Task.detached {
            second.append("b")
            first.append("a")
            second.append("b")
        }.value
        transcript.drain()
        #expect(observer.updates.map(\.changes) == [[.updateItem(itemPath(0)), .updateItem(itemPath(1))]])
        #expect(texts(transcript) == ["a", "bb"])
    }

    @Test func finishAndFailEndAReplyAndLaterTextIsDropped() async {
        let (transcript, observer) = transcript()
        let answer = transcript.append(role: .assistant)
        let tool = transcript.append(role: .tool, text: "running")
        observer.reset()
        await Task.detached {
            answer.append("Done")
            answer.finish()
            answer.append(" and more")
            tool.fail("exit status 1")
            tool.append(" later")
            tool.finish()
        }.value
        transcript.drain()
        #expect(texts(transcript) == ["Done", "running"])
        #expect(transcript.entry(for: answer.id)?.state == .finished)
        #expect(transcript.entry(for: answer.id)?.failureReason == nil)
        #expect(transcript.entry(for: tool.id)?.state == .failed)
        #expect(transcript.entry(for: tool.id)?.failureReason == "exit status 1")
        // Both rows change: the answer grew and ended, the tool's ended.
        #expect(observer.updates.map(\.changes) == [[.updateItem(itemPath(0)), .updateItem(itemPath(1))]])
        answer.append("!")
        transcript.drain()
        #expect(texts(transcript) == ["Done", "running"])
        #expect(observer.updates.count == 1)
    }

    @Test func handlesSurviveTheRemovalOfOtherMessages() {
        let (transcript, observer) = transcript()
        let replies = (0..<5).map { transcript.append(role: .assistant, text: "r\($0)") }
        observer.reset()
        #expect(transcript.remove(replies[1].id)?.message.text == "r1")
        #expect(transcript.remove(replies[3].id)?.message.text == "r3")
        #expect(transcript.remove(replies[3].id) == nil)
        #expect(observer.updates.map(\.changes) == [[.deleteItem(itemPath(1))], [.deleteItem(itemPath(2))]])
        for reply in replies { reply.append("+") }
        observer.reset()
        transcript.drain()
        #expect(texts(transcript) == ["r0+", "r2+", "r4+"])
        #expect(replies.map { transcript.index(of: $0.id) } == [0, nil, 1, nil, 2])
        #expect(
            observer.updates.map(\.changes) == [
                [.updateItem(itemPath(0)), .updateItem(itemPath(1)), .updateItem(itemPath(2))]
            ])
    }

    @Test func aRemovedMessagesHandleIsHarmless() async {
        let (transcript, observer) = transcript()
        let kept = transcript.append(role: .user, text: "kept")
        let reply = transcript.append(role: .assistant, text: "gone")
        reply.append(" soon")
        transcript.remove(reply.id)
        observer.reset()
        await Task.detached {
            reply.append(" later")
            reply.finish()
            reply.fail("too late")
        }.value
        transcript.drain()
        #expect(observer.events.isEmpty)
        #expect(texts(transcript) == ["kept"])
        #expect(transcript.entry(for: reply.id) == nil && transcript.message(for: reply.id) == nil)
        #expect(transcript.index(of: kept.id) == 0)
    }

    @Test func aReplyKeepsNotItsTranscriptAliveAndItsLaterCallsAreDropped() {
        var transcript: ChatTranscript? = ChatTranscript(drainsAutomatically: false)
        let reply = transcript?.append(role: .assistant, text: "a")
        weak let released = transcript
        transcript = nil
        #expect(released == nil)
        reply?.append("b")
        reply?.finish()
        reply?.feed.drain()
        #expect(reply?.feed.counters.rejectedOperations == 1)
        #expect(reply?.feed.hasPendingOperations == false)
    }

    @Test func pushesNotYetAppliedAreTheTranscriptsPendingWork() {
        let (transcript, _) = transcript()
        let reply = transcript.append(role: .assistant)
        #expect(transcript.pendingWork.isEmpty)
        reply.append("x")
        #expect(
            transcript.pendingWork == [
                "a ChatTranscript's reply pushes the main actor has not applied yet (it does at its next turn)"
            ])
        #expect(StorageFeedRegistry.feedsWithPendingOperations(into: transcript) == 0)
        transcript.drain()
        #expect(transcript.pendingWork.isEmpty)
    }

    @Test func removeFinishedAppliesPendingTextThenRemovesAllButTheStreamingAndTheLast() {
        let (transcript, observer) = transcript()
        let question = transcript.append(ChatMessage(role: .user, text: "q"))
        let streaming = transcript.append(role: .assistant, text: "s")
        let failed = transcript.append(role: .tool, text: "t")
        transcript.append(ChatMessage(role: .user, text: "u"))
        let answer = transcript.append(role: .assistant, text: "a")
        let last = transcript.append(ChatMessage(role: .user, text: "last"))
        failed.fail("crashed")
        answer.append("nswer")
        answer.finish()
        observer.reset()
        let removed = transcript.removeFinished(keepingLast: 1)
        #expect(removed.map(\.message.text) == ["q", "t", "u", "answer"])
        #expect(removed.map(\.state) == [.finished, .failed, .finished, .finished])
        #expect(texts(transcript) == ["s", "last"])
        #expect(
            observer.updates.map(\.changes) == [
                [
                    .updateItem(itemPath(2)), .updateItem(itemPath(4)), .deleteItems(2..<5, inSection: 0),
                    .deleteItems(0..<1, inSection: 0),
                ]
            ])
        #expect(transcript.index(of: streaming.id) == 0 && transcript.index(of: last) == 1)
        #expect(transcript.entry(for: question) == nil)
        streaming.append("till")
        transcript.drain()
        #expect(texts(transcript) == ["still", "last"])
        #expect(transcript.removeFinished().map(\.message.text) == ["last"])
        #expect(transcript.removeFinished().isEmpty)
        #expect(texts(transcript) == ["still"])
    }

    @Test func aHostReplayingTheUpdatesKeepsInStep() {
        let (transcript, observer) = transcript()
        var replies: [ChatTranscript.Reply] = []
        for number in 0..<40 {
            let reply = transcript.append(role: .assistant, text: "\(number)")
            replies.append(reply)
            if number % 3 == 0 { reply.finish() }
            if number % 7 == 0 { transcript.remove(replies[number / 2].id) }
            if number % 5 == 0 { _ = transcript.removeFinished(keepingLast: 4) }
            reply.append("+")
            transcript.drain()
        }
        var replayer = StorageUpdateReplayer(previous: [[]])
        for update in observer.updates { replayer.apply(update) }
        #expect(replayer.problems.isEmpty)
        #expect(replayer.sections.map(\.count) == [transcript.count])
    }

    @Test func aMillionMessagesAppendLookUpAndTrimAndAHandleStillWorks() {
        let transcript = ChatTranscript(drainsAutomatically: false)
        var ids: [ChatTranscript.MessageID] = []
        ids.reserveCapacity(1_000_000)
        for number in 0..<999_999 { ids.append(transcript.append(ChatMessage(role: nil, text: "\(number)"))) }
        let reply = transcript.append(role: .assistant, text: "streaming")
        #expect(transcript.count == 1_000_000)
        #expect(transcript.index(of: ids[0]) == 0 && transcript.index(of: ids[654_321]) == 654_321)
        #expect(transcript.message(for: ids[999_998])?.text == "999998")
        #expect(transcript.index(of: reply.id) == 999_999)
        transcript.remove(ids[500_000])
        #expect(transcript.index(of: ids[500_001]) == 500_000 && transcript.index(of: reply.id) == 999_998)
        let removed = transcript.removeFinished(keepingLast: 10)
        #expect(removed.count == 999_989)
        #expect(removed.first?.message.text == "0" && removed.last?.message.text == "999989")
        #expect(transcript.count == 10 && transcript.index(of: reply.id) == 9)
        #expect(transcript.index(of: ids[999_990]) == 0 && transcript.index(of: ids[0]) == nil)
        reply.append(" still")
        transcript.drain()
        #expect(transcript.message(for: reply.id)?.text == "streaming still")
        #expect(transcript.removeFinished().count == 9 && transcript.count == 1)
    }
}
