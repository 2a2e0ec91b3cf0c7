import TermCells
import TermCellsTesting
import Testing

// The Grid article's snippet, typed as a user would.

private struct Photo {
    var name: String
    var isWide: Bool
}

private final class PhotoTile: GridCell, ModelTransfer {
    func update(with model: Photo) { text = model.name }
}

private final class AlbumHeader: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model }
}

private final class AlbumFooter: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model }
}

private final class Badge: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model }
}

@MainActor
@Test func gridArticleSnippetDrawsSectionsOfTiles() {
    let summer = [Photo(name: "Beach", isWide: true), Photo(name: "Pier", isWide: false)]
    let winter = [Photo(name: "Snow", isWide: false)]
    var opened: [String] = []
    func open(_ photo: Photo) { opened.append(photo.name) }

    let manager = GridManager()
    manager.register(PhotoTile.self) { mapping in
        mapping.didSelect { tile, photo, indexPath in open(photo) }
        mapping.sizeForItem { photo, indexPath in photo.isWide ? Size(width: 20, height: 4) : Size(width: 9, height: 4)
        }
    }
    manager.registerHeader(AlbumHeader.self)  // kind .header
    manager.registerFooter(AlbumFooter.self)  // kind .footer
    manager.registerSupplementary(Badge.self, ofKind: "badge")
    manager.memoryStorage.setSectionHeaderModels(["Summer", "Winter"])
    manager.memoryStorage.setItemsForAllSections([summer, winter])

    manager.host.showsScrollIndicator = false
    let driver = ScreenDriver(manager, width: 32, height: 12)
    expectScreen(
        driver,
        """
        Summer


               Beach           Pier

        Winter


          Snow
        """)
    driver.press(.enter)
    #expect(opened == ["Beach"])
}
