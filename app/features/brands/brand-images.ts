import { GENERATED_IMAGES_PATH, responsiveImage } from "~/lib/image-variants";
import type { BrandTile } from "./brand-grid";

/** A wordmark's address from its name in content (`brands/aquatalia/logo`). */
export const svgUrl = (name: string) => `${GENERATED_IMAGES_PATH}/${name}.svg`;

/**
 * What lists of brands (grids, carousel, logo strip) need of each brand: its name and the names of its
 * images. Pages send this and derive every image address from it on both sides, rather than sending the
 * same addresses in several shapes.
 */
export interface BrandSummary {
  id: string;
  name: string;
  inGrids: boolean;
  heroImage: string;
  homeLogo: string;
  logo: string;
}

/** A brand as the brand menu and the footer link to it. */
export interface BrandLink {
  id: string;
  name: string;
}

/** The wordmark laid out for a small frame: a grid tile's lower band or a logo in the strip (decision 190). */
export const compactWordmarkUrl = (logo: string, colour: "brand" | "white") =>
  svgUrl(colour === "white" ? `${logo}-compact-white` : `${logo}-compact`);

/** A grid tile's photo is made with its brand's hero image, beside it (`…/hero` → `…/tile`). */
export function brandTile({ id, name, logo, heroImage }: BrandSummary): BrandTile {
  return {
    id,
    name,
    image: responsiveImage(heroImage.replace(/\/hero$/, "/tile"), "tile"),
    logo: compactWordmarkUrl(logo, "white"),
  };
}
