import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { type Translate, useTranslation } from "~/features/i18n";
import {
  BackLink,
  BrandEditor,
  brandFormValues,
  ChangeList,
  changedValues,
  DiscardDraft,
  EditorStatus,
  editorAnswer,
  ImageSlotForm,
  type ImageSlotView,
  imageSlotViews,
  lookFormValues,
  ProblemSummary,
  STUDIO_BRANDS_PATH,
  STUDIO_FORM_LIMIT_BYTES,
  STUDIO_PREVIEW_PATH,
  UnknownItem,
} from "~/features/studio";
import {
  brandEdit,
  brandFromForm,
  discardAnswer,
  discardBrandDraft,
  editAnswer,
  editorRequest,
  publishBrand,
  refusedAnswer,
  sameFromForm,
  saveBrandDraft,
  studioLoaderStart,
  studioNotFound,
  studioSeo,
  uploadBrandImage,
  withArtwork,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { mediaType } from "~/lib/request-body.server";
import { seoMeta } from "~/lib/seo";
import { Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import type { Route } from "./+types/tools-studio-brand";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { t, language, when, strings } = studioLoaderStart(context);
  const edit = await brandEdit(params.brandId);
  if (!edit) return studioNotFound(context, request, t("studio.editor.unknown"), { brand: null });
  const current = edit.current;
  const name = current.published.brand[language].name;
  return {
    seo: studioSeo(context, request, t("studio.editor.title", { name })),
    strings,
    brand: {
      id: params.brandId,
      name,
      revision: edit.revision,
      live: edit.live && { by: edit.live.by, at: when(edit.live.at) },
      draft: edit.draft && { by: edit.draft.by, at: when(edit.draft.at) },
      values: { ...brandFormValues(current.published), ...lookFormValues(current.published.brand.look) },
      images: imageSlotViews(current.published),
      same: current.published.sameInBothLanguages,
      token: edit.token,
    },
  };
}

const INTENTS = ["save", "preview", "publish", "discard"] as const;

/** What the form sent, to show again as typed when it is refused (a form sent without scripts included). */
function typedState(form: URLSearchParams, token: string) {
  return { values: Object.fromEntries(form), same: sameFromForm(form), note: form.get("note") ?? "", token };
}

/**
 * Saves the draft (and opens its preview) or publishes it; or drops the draft. A refusal answers with what
 * was typed, so nothing is lost: the schema's problems, the French gate's gaps, or another person's save.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (mediaType(request) === "multipart/form-data") {
    const uploaded = await uploadBrandImage(context, request, params.brandId);
    const status = { uploaded: 200, uploadRefused: 400, uploadStale: 409, unknown: 404 }[uploaded.outcome];
    return data(uploaded, { status });
  }
  const form = await readStaffForm(request, STUDIO_FORM_LIMIT_BYTES);
  const { intent, token, note } = editorRequest(form, INTENTS);
  const edit = await brandEdit(params.brandId);
  if (!edit || !intent) return data({ outcome: "unknown" as const }, { status: 404 });
  if (intent === "discard") return discardAnswer(await discardBrandDraft(params.brandId, token));
  const before = edit.current.published;
  const parsed = brandFromForm(before, form);
  if (!parsed.published) return refusedAnswer(parsed.problems, typedState(form, token));
  // A new English name or new art choices make the brand's artwork again before it is kept.
  const published = { ...parsed.published, brand: await withArtwork(parsed.published.brand, before.brand) };
  const outcome =
    intent === "publish"
      ? await publishBrand(context, params.brandId, published, token, note)
      : await saveBrandDraft(context, params.brandId, published, token);
  return editAnswer(context, outcome, {
    preview:
      intent === "preview"
        ? (language) => `${STUDIO_PREVIEW_PATH}/${params.brandId}?in=${language}`
        : undefined,
    typed: (next) => typedState(form, next),
    theirChanges: (theirs) => changedValues(theirs, published),
  });
}

/** A size in pixels as the studio writes it: digits only, not grouped like an amount ("1920 × 1080"). */
const pixels = ({ width, height }: { width: number; height: number }) => ({
  width: String(width),
  height: String(height),
});

/** What an image slot says of its upload, when the action was one (a form sent without scripts). */
function slotMessage(
  outcome: Route.ComponentProps["actionData"],
  view: ImageSlotView,
  t: Translate,
): { role: "status" | "alert"; text: string } | undefined {
  if (!outcome || !("slot" in outcome) || outcome.slot !== view.slot) return undefined;
  switch (outcome.outcome) {
    case "uploaded":
      return { role: "status", text: t("studio.images.uploaded") };
    case "uploadStale":
      return { role: "alert", text: t("studio.images.stale") };
    case "uploadRefused":
      return { role: "alert", text: t(`studio.images.refusals.${outcome.refusal}`, pixels(view.least)) };
  }
}

/** A brand in the studio: what is live, the draft beside it, and the editor. */
export default function StudioBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand } = loaderData;
  const back = <BackLink to={STUDIO_PATH}>{t("studio.editor.back")}</BackLink>;
  if (!brand) return <UnknownItem back={back} />;
  const refused = actionData && "values" in actionData ? actionData : undefined;
  const problems = refused && "problems" in refused ? refused.problems : undefined;
  const answer =
    actionData &&
    editorAnswer(
      actionData,
      t,
      "brand",
      actionData.outcome === "conflict" ? (actionData.theirs.by ?? "—") : undefined,
    );
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {back}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{brand.name}</h1>
        <EditorStatus
          revision={brand.revision}
          live={brand.live}
          draft={brand.draft}
          never={t("studio.editor.neverPublished")}
        />
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <Link
            to={`${STUDIO_PREVIEW_PATH}/${brand.id}?in=en`}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t("studio.editor.previewEnglish")}
          </Link>
          <Link
            to={`${STUDIO_PREVIEW_PATH}/${brand.id}?in=fr`}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t("studio.editor.previewFrench")}
          </Link>
          <Link
            to={`${STUDIO_BRANDS_PATH}/${brand.id}/history`}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t("studio.editor.history")}
          </Link>
        </p>
      </div>
      {problems ? <ProblemSummary problems={problems} /> : null}
      {actionData?.outcome === "conflict" ? (
        <section aria-labelledby="their-changes">
          <h2 id="their-changes" className="text-xl font-semibold text-ink">
            {t("studio.editor.theirChanges", {
              name: actionData.theirs.by ?? "—",
              when: actionData.theirs.at,
            })}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("studio.editor.conflictHelp")}</p>
          <ChangeList
            caption={t("studio.editor.theirChanges", {
              name: actionData.theirs.by ?? "—",
              when: actionData.theirs.at,
            })}
            beforeHeading={t("studio.changes.theirs")}
            afterHeading={t("studio.changes.yours")}
            changes={actionData.theirs.changes}
          />
        </section>
      ) : null}
      <BrandEditor
        answer={answer}
        images={
          <Panel id="images" heading={t("studio.images.heading")} className="flex flex-col gap-4">
            <p className="text-sm text-muted">{t("studio.images.intro")}</p>
            {brand.images.map((view) => (
              <ImageSlotForm
                key={view.slot}
                view={view}
                token={refused?.token ?? brand.token}
                message={slotMessage(actionData, view, t)}
              />
            ))}
          </Panel>
        }
        // Drawn again (its controls take the values given) after a refusal or a discard only: a save or an upload
        // leaves what is typed where it is.
        key={
          refused
            ? `${refused.token}-refused`
            : actionData?.outcome === "discarded"
              ? `discarded-${brand.token}`
              : "editor"
        }
        state={{
          values: refused?.values ?? brand.values,
          same: refused?.same ?? brand.same,
          token: refused?.token ?? brand.token,
          note: refused?.note,
          problems,
        }}
      />
      {brand.draft ? <DiscardDraft token={refused?.token ?? brand.token} /> : null}
    </div>
  );
}
