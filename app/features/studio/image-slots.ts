import { BRAND_IMAGE_SLOTS, type BrandImageSlot } from "@content/brands/fields";
import type { PublishedBrand } from "@content/brands/schema";
import { DEFAULT_CONTACT_IMAGE } from "~/features/brands";
import { IMAGE_KINDS, responsiveImage } from "~/lib/image-variants";
import type { ImageSlotView } from "./image-slot-form";

/** Why the studio refused an uploaded file. */
export type UploadRefusal =
  | "missing"
  | "tooLarge"
  | "notAnImage"
  | "wrongType"
  | "tooManyPixels"
  | "tooSmall";

/** What an image slot's upload answers: kept, refused and why, or too late (someone saved since). */
export type SlotOutcome =
  | { outcome: "uploaded"; slot: BrandImageSlot }
  | {
      outcome: "uploadRefused";
      slot: BrandImageSlot;
      refusal: UploadRefusal | "altMissing" | "altTooLong" | "altHidden";
    }
  | { outcome: "uploadStale"; slot: BrandImageSlot }
  | { outcome: "unknown" };

/** The slots in the page's order. */
const SLOTS: readonly BrandImageSlot[] = ["heroImage", "section1Image", "section2Image", "contactImage"];

/** Each image slot of a brand's version as the editor shows it: its image, what it shows, its least size. */
export function imageSlotViews(published: PublishedBrand): ImageSlotView[] {
  const { en, fr } = published.brand;
  return SLOTS.map((slot) => {
    const { kind, alt } = BRAND_IMAGE_SLOTS[slot];
    const name = en[slot] ?? DEFAULT_CONTACT_IMAGE;
    return {
      slot,
      preview: responsiveImage(name, kind).fallback,
      alt: { en: en[alt] ?? "", fr: fr[alt] ?? "" },
      uploaded: name.startsWith("uploads/"),
      least: { width: IMAGE_KINDS[kind].width, height: IMAGE_KINDS[kind].height },
    };
  });
}
