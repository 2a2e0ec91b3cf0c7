import Foundation

/// Finds template files in bundles and parses each once.
///
/// A template called `NAME` is the resource `NAME.template` of a `Bundle`: in a SwiftPM target,
/// put it in a resource folder (`resources: [.process("Resources")]`). `Bundle.main`, the
/// default, stands for the whole program: the main bundle, then every SwiftPM resource bundle
/// beside the program, so a target's templates are found without naming `Bundle.module`
/// (name a bundle to look in that one only).
/// Results — found, not found and parse errors alike — are cached per (bundle, name), so
/// registering a view a hundred times reads its file once.
@MainActor
public final class TemplateLoader {
    /// The loader registrations use.
    public static let shared = TemplateLoader()

    private struct Key: Hashable {
        var location: String
        var name: String
    }

    private var cache: [Key: TemplateLookup] = [:]

    /// How many files this loader has read and parsed (cache misses that found a file).
    public private(set) var parseCount = 0

    /// Creates a loader with an empty cache.
    public init() {}

    /// The template `name` in `bundle`, from the cache when it was looked up before.
    public func template(named name: String, in bundle: Bundle) -> TemplateLookup {
        let key = Key(location: bundle.bundleURL.path, name: name)
        if let cached = cache[key] { return cached }
        let lookup: TemplateLookup
        let bundles = bundle == .main ? ProgramBundles.all : [bundle]
        if let url = bundles.lazy.compactMap({ $0.url(forResource: name, withExtension: TemplateParser.fileExtension) })
            .first
        {
            lookup = read(url, name: name, file: url.lastPathComponent)
        } else {
            lookup = .notFound
        }
        cache[key] = lookup
        return lookup
    }

    /// The template in the file at `url` (named after the file), cached by path.
    public func template(contentsOf url: URL) -> TemplateLookup {
        let key = Key(location: url.path, name: "")
        if let cached = cache[key] { return cached }
        let name = url.deletingPathExtension().lastPathComponent
        let lookup =
            FileManager.default.fileExists(atPath: url.path) ? read(url, name: name, file: url.path) : .notFound
        cache[key] = lookup
        return lookup
    }

    /// Forgets every cached result, so edited files are read again.
    public func removeAll() {
        cache.removeAll()
    }

    private func read(_ url: URL, name: String, file: String) -> TemplateLookup {
        parseCount += 1
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failed(FileParseError(file: file, line: 1, message: "the file could not be read"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failed(FileParseError(file: file, line: 1, message: "the file is not UTF-8 text"))
        }
        do {
            return .found(try TemplateParser.parse(text, name: name, file: file))
        } catch {
            return .failed(error)
        }
    }
}
