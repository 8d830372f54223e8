import { BRAND_IMAGE_SLOTS, BRAND_TEXT_LIMITS, type BrandImageSlot } from "@content/brands/fields";
import { publishedBrandSchema } from "@content/brands/schema";
import type { RouterContextProvider } from "react-router";
import { refused } from "~/features/accounts/index.server";
import { readMultipartForm } from "~/lib/request-body.server";
import { isStorableText } from "~/lib/text-rules";
import { brandEdit, saveBrandDraft } from "./brand-editing.server";
import { UPLOAD_FORM_LIMIT_BYTES } from "./constants";
import type { SlotOutcome } from "./image-slots";
import { storeUpload } from "./images.server";

const isSlot = (value: unknown): value is BrandImageSlot =>
  typeof value === "string" && Object.hasOwn(BRAND_IMAGE_SLOTS, value);

/** A multipart form's fields, read up to the upload's limit: a larger body is refused unread (413). */
async function readUploadForm(request: Request): Promise<FormData> {
  const form = await readMultipartForm(request, UPLOAD_FORM_LIMIT_BYTES);
  if (form === "tooLarge") refused(413, "The image is larger than 20 MB.");
  if (form === "unreadable") refused(400, "The form could not be read.");
  return form;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * An image slot's form (multipart): a new image for the slot, with what it shows in English and French, or only
 * new descriptions for the image already there. The image becomes every size the pages ask for; the brand's
 * draft takes its name and descriptions (visitors see it once published), unless the brand changed since the
 * editor was opened.
 */
export async function uploadBrandImage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string,
): Promise<SlotOutcome> {
  const form = await readUploadForm(request);
  const slot = form.get("slot");
  const edit = await brandEdit(id);
  if (!edit || !isSlot(slot)) return { outcome: "unknown" };
  const alt = { en: text(form, "en.alt"), fr: text(form, "fr.alt") };
  if (!alt.en || !alt.fr) return { outcome: "uploadRefused", slot, refusal: "altMissing" };
  if (alt.en.length > BRAND_TEXT_LIMITS.imageAlt || alt.fr.length > BRAND_TEXT_LIMITS.imageAlt)
    return { outcome: "uploadRefused", slot, refusal: "altTooLong" };
  if (!isStorableText(alt.en) || !isStorableText(alt.fr))
    return { outcome: "uploadRefused", slot, refusal: "altHidden" };
  const file = form.get("image");
  const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  const current = structuredClone(edit.current.published);
  // Descriptions alone are for an image uploaded before: our artwork is decoration and is described by none.
  const previous = current.brand.en[slot];
  let name: string;
  if (bytes.length === 0 && previous?.startsWith("uploads/")) name = previous;
  else {
    const stored = await storeUpload(context, slot, bytes);
    if (stored.refusal) return { outcome: "uploadRefused", slot, refusal: stored.refusal };
    name = stored.name;
  }
  const { alt: altField } = BRAND_IMAGE_SLOTS[slot];
  for (const language of ["en", "fr"] as const) {
    current.brand[language][slot] = name;
    current.brand[language][altField] = alt[language];
  }
  const saved = await saveBrandDraft(context, id, publishedBrandSchema.parse(current), text(form, "token"));
  return saved.outcome === "saved" ? { outcome: "uploaded", slot } : { outcome: "uploadStale", slot };
}
