// PDFKit's own API that its type definitions leave out: an image read once, drawn at several sizes and
// embedded in the file once (a style's photo, large and again as its colourway's).
declare namespace PDFKit.Mixins {
  interface OpenedImage {
    readonly width: number;
    readonly height: number;
  }

  interface PDFImage {
    openImage(src: Buffer): OpenedImage;
    image(src: OpenedImage, x?: number, y?: number, options?: ImageOption): this;
  }
}
