import ArgumentParser
import TermCellsCurses

struct ImagesCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "A grid of images: a folder's PNG, JPEG, GIF, BMP and WebP files, or N generated ones.",
        discussion: """
            Each image is decoded off the main actor when it first comes on screen and drawn by what \
            the terminal shows: colour blocks, or its name where there is no colour \
            (TERMCELLS_IMAGES=kitty|sixel|iterm2|blocks|none chooses). Enter shows the image under the cursor alone, Esc \
            goes back, Ctrl-L repaints, q quits.
            """
    )

    static let maximumGenerated = 10_000_000

    @Argument(help: "A folder of images; without one, a generated set.")
    var folder: String?

    @Option(help: "How many images to generate without a folder (0 to 10,000,000).")
    var generated = 10_000

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        try generated.check("--generated", in: 0...Self.maximumGenerated)
    }

    @MainActor
    func run() async throws {
        let storage: ImageStorage
        let source: String
        if let folder {
            do {
                storage = ImageStorage(files: try ImageFolder.images(in: folder))
            } catch {
                throw ValidationError(error.description)
            }
            source = folder
        } else {
            storage = ImageStorage(generated: generated)
            source = "generated"
        }
        try await DemoRunner.run(accessibility: accessibility, theme: theme) {
            PanelScreen(ImagesPanel(storage: storage, source: source))
        }
    }
}
