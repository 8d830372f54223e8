import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import {
  BackLink,
  conflictHelp,
  copyLabels,
  DiscardDraft,
  EditorHeading,
  editorAnswer,
  editorState,
  factLabels,
  isLegalPage,
  isStudioPage,
  LegalGuide,
  PageCopyEditor,
  ProblemSummary,
  previewLinks,
  STUDIO_FORM_LIMIT_BYTES,
  STUDIO_PAGES_PATH,
  TheirChanges,
  UnknownItem,
} from "~/features/studio";
import {
  copyFormValues,
  copySections,
  editPageCopy,
  legalGuide,
  pageEdit,
  studioLoaderStart,
  studioNotFound,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio-page";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { t, language, when, strings } = studioLoaderStart(context);
  const page = params.page;
  const edit = isStudioPage(page) ? await pageEdit(page) : undefined;
  if (!edit || !isStudioPage(page)) {
    return studioNotFound(context, request, t("studio.pages.unknown"), { page: null });
  }
  const name = t(`studio.pages.names.${page}`);
  const values = copyFormValues(page, edit.current.published);
  return {
    seo: studioSeo(context, request, t("studio.pages.title", { name })),
    strings,
    page: {
      id: page,
      name,
      revision: edit.revision,
      live: edit.revision > 0 && edit.live ? { by: edit.live.by, at: when(edit.live.at) } : null,
      draft: edit.draft && { by: edit.draft.by, at: when(edit.draft.at) },
      values,
      same: edit.current.published.sameInBothLanguages,
      token: edit.token,
      sections: copySections(page, t),
      legal: isLegalPage(page) ? legalGuide(page, language) : null,
    },
  };
}

/**
 * Saves the draft (and opens its preview) or publishes it; or drops the draft. A refusal answers with what
 * was typed, so nothing is lost: an empty or too long text, the French gate's gaps, or another person's save.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  return editPageCopy(context, params.page, await readStaffForm(request, STUDIO_FORM_LIMIT_BYTES));
}

/** A page's copy in the studio: what is live, the draft beside it, and the editor. */
export default function StudioPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  const back = <BackLink to={STUDIO_PATH}>{t("studio.editor.back")}</BackLink>;
  if (!page) return <UnknownItem back={back} page />;
  const refused = actionData && "values" in actionData ? actionData : undefined;
  const problems = refused && "problems" in refused ? refused.problems : undefined;
  const answer =
    actionData &&
    editorAnswer(
      actionData,
      t,
      "page",
      actionData.outcome === "conflict" ? (actionData.theirs.by ?? "—") : undefined,
    );
  const labels = {
    ...copyLabels(page.sections, t),
    ...(page.legal ? factLabels(page.id, page.legal.required, t) : {}),
  };
  // Drawn again (its controls take the values given) after a refusal or a discard only.
  const editing = editorState(refused, page, actionData?.outcome === "discarded");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {back}
      <EditorHeading
        title={t("studio.pages.heading", { name: page.name })}
        status={{ ...page, never: t("studio.pages.neverEdited") }}
        links={[
          {
            to: previewLinks(page.id).page("en"),
            label: t("studio.editor.previewEnglish"),
            reloadDocument: true,
          },
          {
            to: previewLinks(page.id).page("fr"),
            label: t("studio.editor.previewFrench"),
            reloadDocument: true,
          },
          { to: `${STUDIO_PAGES_PATH}/${page.id}/history`, label: t("studio.editor.history") },
        ]}
      />
      {problems ? <ProblemSummary problems={problems} labels={labels} /> : null}
      {actionData?.outcome === "conflict" ? (
        <TheirChanges
          theirs={{
            ...actionData.theirs,
            changes: actionData.theirs.changes.map((change) => ({ ...change, label: labels[change.name] })),
          }}
          help={conflictHelp("page", t)}
        />
      ) : null}
      {page.legal ? <LegalGuide facts={page.legal.facts} required={page.legal.required} /> : null}
      <PageCopyEditor sections={page.sections} answer={answer} key={editing.key} state={editing.state} />
      {page.draft ? <DiscardDraft token={refused?.token ?? page.token} /> : null}
    </div>
  );
}
