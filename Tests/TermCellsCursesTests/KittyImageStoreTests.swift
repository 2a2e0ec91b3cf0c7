import Foundation
import Testing

@testable import TermCells
@testable import TermCellsCurses

/// What a kitty terminal is sent for the images placeholders or direct placements show: each
/// uploaded once, in chunks of 4,096 base64 characters, quietly; placed at the cursor without
/// moving it, cropped to the part shown; deleted when the program leaves the screen and
/// uploaded again when it comes back; wrapped for tmux's passthrough inside tmux.
@MainActor
@Suite struct KittyImageStoreTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func anImageIsUploadedOnceWithAVirtualPlacementOfItsCells() {
        let store = KittyImageStore()
        store.insideTmux = false
        let id = store.newID()
        #expect(id > 0 && id < 1 << 24)
        store.show(id: id, png: [1, 2, 3], columns: 18, rows: 6)
        store.show(id: id, png: [1, 2, 3], columns: 18, rows: 6)
        #expect(Self.text(store.takePending()) == "\u{1B}_Ga=T,U=1,f=100,t=d,i=\(id),c=18,r=6,q=2;AQID\u{1B}\\")
        #expect(store.takePending().isEmpty)
        #expect(store.isUploaded(id))
    }

    @Test func anImageForDirectPlacementsIsUploadedOnceWithoutAPlacement() {
        let store = KittyImageStore()
        store.insideTmux = false
        let id = store.newID()
        let upload = store.upload(id: id, png: [1, 2, 3])
        #expect(Self.text(upload) == "\u{1B}_Ga=t,f=100,t=d,i=\(id),q=2;AQID\u{1B}\\")
        #expect(store.upload(id: id, png: [1, 2, 3]) == upload)
        #expect(store.takePending() == upload)
    }

    @Test func aClearedScreenForgetsTheUploadsTheFrameDidNotSendAgain() {
        let store = KittyImageStore()
        store.insideTmux = false
        let (shown, offScreen) = (store.newID(), store.newID())
        store.upload(id: shown, png: [1])
        store.upload(id: offScreen, png: [2])
        _ = store.takePending()
        store.screenCleared(keeping: [shown])
        #expect(store.isUploaded(shown) && !store.isUploaded(offScreen))
        // Shown again later, it is uploaded again.
        store.upload(id: offScreen, png: [2])
        #expect(Self.text(store.takePending()) == "\u{1B}_Ga=t,f=100,t=d,i=\(offScreen),q=2;Ag==\u{1B}\\")
    }

    @Test func aPlacementIsPutAtTheCursorWithoutMovingItCroppedToThePartShown() {
        #expect(
            Self.text(KittyImageStore.placeCommand(id: 9, placement: 65538, columns: 18, rows: 6, source: nil))
                == "\u{1B}_Ga=p,i=9,p=65538,c=18,r=6,C=1,q=2\u{1B}\\")
        let part = Rect(x: 0, y: 40, width: 180, height: 80)
        #expect(
            Self.text(KittyImageStore.placeCommand(id: 9, placement: 2, columns: 18, rows: 4, source: part))
                == "\u{1B}_Ga=p,i=9,p=2,c=18,r=4,C=1,q=2,x=0,y=40,w=180,h=80\u{1B}\\")
        #expect(
            Self.text(KittyImageStore.deletePlacementCommand(id: 9, placement: 2))
                == "\u{1B}_Ga=d,d=i,i=9,p=2,q=2\u{1B}\\")
    }

    @Test func aLargeImageGoesInChunksTheLastMarkedLast() {
        // 6,144 bytes are 8,192 base64 characters: two chunks.
        let command = Self.text(
            KittyImageStore.uploadCommand(
                id: 7, png: [UInt8](repeating: 0xAB, count: 6144), columns: 2, rows: 1, insideTmux: false))
        let parts = command.split(separator: "\u{1B}\\").map { $0.split(separator: ";", maxSplits: 1) }
        #expect(parts.map { String($0[0]) } == ["\u{1B}_Ga=T,U=1,f=100,t=d,i=7,c=2,r=1,q=2,m=1", "\u{1B}_Gq=2,m=0"])
        #expect(parts.map { $0[1].count } == [4096, 4096])
    }

    @Test func leavingDeletesEveryImageAndComingBackUploadsThemAgain() {
        let store = KittyImageStore()
        store.insideTmux = false
        let (first, second) = (store.newID(), store.newID())
        store.show(id: first, png: [1], columns: 1, rows: 1)
        store.show(id: second, png: [2], columns: 1, rows: 1)
        let uploads = store.takePending()
        let deleted = Self.text(store.deleteAll())
        #expect(
            deleted == [first, second].sorted().map { "\u{1B}_Ga=d,d=I,i=\($0),q=2\u{1B}\\" }.joined())
        store.uploadAgain()
        #expect(store.takePending() == uploads)
    }

    @Test func insideTmuxEachCommandIsWrappedForItsPassthrough() {
        let command = Self.text(KittyImageStore.deleteCommand(id: 5, insideTmux: true))
        #expect(command == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=5,q=2\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func placeholdersNameTheirRowAndColumnByKittysDiacritics() {
        #expect(KittyPlaceholder.diacritics.count == 297)
        #expect(KittyPlaceholder.glyph(row: 0, column: 0)?.unicodeScalars.map(\.value) == [0x10EEEE, 0x0305, 0x0305])
        #expect(KittyPlaceholder.glyph(row: 2, column: 1)?.unicodeScalars.map(\.value) == [0x10EEEE, 0x030E, 0x030D])
        #expect(
            KittyPlaceholder.glyph(row: 296, column: 0)?.unicodeScalars.map(\.value) == [0x10EEEE, 0x1D244, 0x0305])
        #expect(KittyPlaceholder.glyph(row: 297, column: 0) == nil)
        #expect(KittyPlaceholder.color(forID: 0x12_34_56) == .rgb(red: 0x12, green: 0x34, blue: 0x56))
    }
}
