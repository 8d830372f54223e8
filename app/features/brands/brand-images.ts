import { brandImages } from "@content/brands/shared";
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

/** The images of a brand's summary, by their names in content. */
type SummaryImages = Pick<BrandSummary, "heroImage" | "homeLogo" | "logo">;

/**
 * A brand's summary as pages send it: the images only when they are not our build's artwork under its
 * conventional names (`brands/{id}/hero`), and whether it is in the grids only when it is not, so a list of
 * twenty-odd brands costs the page little more than their names.
 */
export interface SentBrandSummary {
  id: string;
  name: string;
  hidden?: true;
  images?: SummaryImages;
}

const conventionalImages = (id: string): SummaryImages => {
  const { heroImage, homeLogo, logo } = brandImages(id);
  return { heroImage, homeLogo, logo };
};

/** A summary as a page sends it. */
export function sentSummary({
  id,
  name,
  inGrids,
  heroImage,
  homeLogo,
  logo,
}: BrandSummary): SentBrandSummary {
  const usual = conventionalImages(id);
  const images = { heroImage, homeLogo, logo };
  const unusual = (Object.keys(usual) as (keyof SummaryImages)[]).some((key) => usual[key] !== images[key]);
  return { id, name, ...(inGrids ? {} : { hidden: true }), ...(unusual ? { images } : {}) };
}

/** A summary as the page received it, whole again. */
export function receivedSummary({ id, name, hidden, images }: SentBrandSummary): BrandSummary {
  return { id, name, inGrids: !hidden, ...(images ?? conventionalImages(id)) };
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
