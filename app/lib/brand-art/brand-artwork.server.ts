import type { BrandLook } from "../../../content/brands/schema.ts";
import type { ImageKind } from "../image-variants.ts";
import type { Scene } from "./compositions.ts";
import { PALETTE } from "./palette.ts";
import { wordmark } from "./wordmark.server.ts";
import { WORDMARK_FRAMES } from "./wordmark-layout.ts";

/** A brand's wordmarks: each file beside its logo's name (`logo`, `logo-white`, …) and the home slide's. */
export interface BrandWordmarks {
  /** By the suffix added to the logo's name: `""`, `-white`, `-compact`, `-compact-white`. */
  logo: Record<LogoVariant, string>;
  homeLogo: string;
}

export const LOGO_VARIANTS = ["", "-white", "-compact", "-compact-white"] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

/**
 * Each wordmark of a brand in the colours and for the smallest frame it is shown in (decision 190): the brand
 * page's hero, the grid tiles and logo strip (`-compact`), the home slide. The build and the studio (a brand
 * added or given new art choices) make them with this one function.
 */
export async function brandWordmarks(name: string, look: BrandLook): Promise<BrandWordmarks> {
  const colours = (text: string) => ({ text, accent: look.accent });
  const { page, compact, slide } = WORDMARK_FRAMES;
  const [logo, white, compactLogo, compactWhite, homeLogo] = await Promise.all([
    wordmark(name, look, colours(PALETTE.brand), page),
    wordmark(name, look, colours(PALETTE.white), page),
    wordmark(name, look, colours(PALETTE.brand), compact),
    wordmark(name, look, colours(PALETTE.white), compact),
    wordmark(name, look, colours(PALETTE.white), slide, true),
  ]);
  return {
    logo: { "": logo, "-white": white, "-compact": compactLogo, "-compact-white": compactWhite },
    homeLogo,
  };
}

/** The scenes of a brand's raster images, each for an image slot of its page, and the grid tile. */
export const BRAND_SCENES = [
  { slot: "heroImage", kind: "hero", scene: "hero" },
  { slot: "section1Image", kind: "section", scene: "collection" },
  { slot: "section2Image", kind: "section", scene: "in-canada" },
  { slot: "contactImage", kind: "contact", scene: "contact" },
  { slot: "tile", kind: "tile", scene: "tile" },
] as const satisfies readonly { slot: string; kind: ImageKind; scene: Scene }[];
