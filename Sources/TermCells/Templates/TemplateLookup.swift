/// What looking a template up by name found.
public enum TemplateLookup: Hashable, Sendable {
    /// The file exists and was parsed.
    case found(Template)
    /// No file of that name.
    case notFound
    /// The file exists but could not be read or parsed.
    case failed(FileParseError)
}
