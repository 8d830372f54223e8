import { data, type RouterContextProvider } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { mediaType } from "~/lib/request-body.server";
import { withArtwork } from "./brand-art.server";
import { brandEdit, discardBrandDraft, publishBrand, saveBrandDraft } from "./brand-editing.server";
import { brandFromForm, sameFromForm } from "./brand-form.server";
import { changedValues } from "./brand-text";
import { uploadBrandImage } from "./brand-upload.server";
import { STUDIO_FORM_LIMIT_BYTES, STUDIO_PREVIEW_PATH } from "./constants";
import { discardAnswer, editAnswer, editorRequest, refusedAnswer } from "./edit-answer.server";

const INTENTS = ["save", "preview", "publish", "discard"] as const;

/** What the form sent, to show again as typed when it is refused (a form sent without scripts included). */
function typedState(form: URLSearchParams, token: string) {
  return { values: Object.fromEntries(form), same: sameFromForm(form), note: form.get("note") ?? "", token };
}

/**
 * Saves the draft (and opens its preview) or publishes it; or drops the draft. A refusal answers with what
 * was typed, so nothing is lost: the schema's problems, the French gate's gaps, or another person's save.
 */
export async function editBrand(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  if (mediaType(request) === "multipart/form-data") {
    const uploaded = await uploadBrandImage(context, request, id);
    const status = { uploaded: 200, uploadRefused: 400, uploadStale: 409, unknown: 404 }[uploaded.outcome];
    return data(uploaded, { status });
  }
  const form = await readStaffForm(request, STUDIO_FORM_LIMIT_BYTES);
  const { intent, token, note } = editorRequest(form, INTENTS);
  const edit = await brandEdit(id);
  if (!edit || !intent) return data({ outcome: "unknown" as const }, { status: 404 });
  if (intent === "discard") return discardAnswer(await discardBrandDraft(id, token));
  const before = edit.current.published;
  const parsed = brandFromForm(before, form);
  if (!parsed.published) return refusedAnswer(parsed.problems, typedState(form, token));
  // A new English name or new art choices make the brand's artwork again before it is kept.
  const published = { ...parsed.published, brand: await withArtwork(parsed.published.brand, before.brand) };
  const outcome =
    intent === "publish"
      ? await publishBrand(context, id, published, token, note)
      : await saveBrandDraft(context, id, published, token);
  return editAnswer(context, outcome, {
    preview: intent === "preview" ? (language) => `${STUDIO_PREVIEW_PATH}/${id}?in=${language}` : undefined,
    typed: (next) => typedState(form, next),
    theirChanges: (theirs) => changedValues(theirs, published),
  });
}
