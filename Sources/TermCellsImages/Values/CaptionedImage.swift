/// An image with the caption drawn under it: the model an ``ImageCell`` shows.
public struct CaptionedImage: Hashable, Sendable {
    public var image: TerminalImage
    public var caption: String

    /// An image captioned `caption`, or with its alt text when none is given.
    public init(image: TerminalImage, caption: String? = nil) {
        self.image = image
        self.caption = caption ?? image.altText
    }
}
