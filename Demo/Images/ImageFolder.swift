import Foundation
import TermCellsImages

/// The pictures of a folder, for `termcells-demo images DIR`: its PNG, JPEG, GIF, BMP and
/// WebP files (by extension, any case), sorted by name as a file browser sorts them.
enum ImageFolder {
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "webp"]

    /// The folder's images, or why it cannot be listed.
    static func images(in path: String) throws(ImageFolderError) -> [CaptionedImage] {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ImageFolderError(path: path, reason: error.localizedDescription)
        }
        return names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            // Numbers by value and letters without case, as a file browser sorts; without the
            // locale, which a localized comparison makes anew for each pair of ten thousand.
            .sorted { $0.compare($1, options: [.caseInsensitive, .numeric]) == .orderedAscending }
            .map { name in
                CaptionedImage(image: TerminalImage(contentsOf: folder.appendingPathComponent(name)), caption: name)
            }
    }
}

/// A folder `images` cannot list.
struct ImageFolderError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot list '\(path)': \(reason)" }
}
