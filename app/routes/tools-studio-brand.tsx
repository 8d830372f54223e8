import { useTranslation } from "~/features/i18n";
import {
  BackLink,
  BrandEditor,
  BrandImages,
  brandFormValues,
  DiscardDraft,
  EditorHeading,
  editorAnswer,
  editorState,
  imageSlotViews,
  lookFormValues,
  ProblemSummary,
  STUDIO_BRANDS_PATH,
  STUDIO_PREVIEW_PATH,
  TheirChanges,
  UnknownItem,
} from "~/features/studio";
import {
  brandEdit,
  editBrand,
  studioLoaderStart,
  studioNotFound,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
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

/**
 * Saves the draft (and opens its preview) or publishes it; drops the draft; or takes an image's upload. A
 * refusal answers with what was typed, so nothing is lost.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  return editBrand(context, request, params.brandId);
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
  // Drawn again (its controls take the values given) after a refusal or a discard only.
  const editing = editorState(refused, brand, actionData?.outcome === "discarded");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {back}
      <EditorHeading
        title={brand.name}
        status={{ ...brand, never: t("studio.editor.neverPublished") }}
        links={[
          { to: `${STUDIO_PREVIEW_PATH}/${brand.id}?in=en`, label: t("studio.editor.previewEnglish") },
          { to: `${STUDIO_PREVIEW_PATH}/${brand.id}?in=fr`, label: t("studio.editor.previewFrench") },
          { to: `${STUDIO_BRANDS_PATH}/${brand.id}/history`, label: t("studio.editor.history") },
        ]}
      />
      {problems ? <ProblemSummary problems={problems} /> : null}
      {actionData?.outcome === "conflict" ? (
        <TheirChanges theirs={actionData.theirs} help={t("studio.editor.conflictHelp")} />
      ) : null}
      <BrandEditor
        answer={answer}
        images={
          <BrandImages images={brand.images} token={refused?.token ?? brand.token} outcome={actionData} />
        }
        key={editing.key}
        state={editing.state}
      />
      {brand.draft ? <DiscardDraft token={refused?.token ?? brand.token} /> : null}
    </div>
  );
}
