import { DEFAULT_CONTACT_IMAGE as DEFAULT_CONTACT_IMAGE_NAME } from "~/features/brands";
import { responsiveImage } from "~/lib/image-variants";

/** The contact image a form shows when its page gives none: the company's own artwork, made with the brand images. */
export const DEFAULT_CONTACT_IMAGE = responsiveImage(DEFAULT_CONTACT_IMAGE_NAME, "contact");
