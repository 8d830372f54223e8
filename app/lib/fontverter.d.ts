// The part of fontverter the wordmarks use (WOFF2 to a plain font file), which ships without type definitions.
declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}
