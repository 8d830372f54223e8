import { MARKETING_IMAGES, type MarketingImage } from "@content/marketing/images";
import { type ResponsiveImage, responsiveImage } from "~/lib/image-variants";

/** A marketing page's image, at every size the pipeline makes of it. */
export function marketingImage(image: MarketingImage): ResponsiveImage {
  const { name, kind } = MARKETING_IMAGES[image];
  return responsiveImage(name, kind);
}
