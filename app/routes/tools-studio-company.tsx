import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import {
  BackLink,
  DiscardDraft,
  EditorHeading,
  editorAnswer,
  FACTS_PREVIEW_VALUE,
  FactsEditor,
  FactsHistory,
  factControlLabels,
  ProblemSummary,
  previewLinks,
  STUDIO_FORM_LIMIT_BYTES,
} from "~/features/studio";
import {
  editFacts,
  factsEdit,
  factsFormValues,
  factsHistory,
  studioLoaderStart,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio-company";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const links = previewLinks(FACTS_PREVIEW_VALUE);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { t, when, strings } = studioLoaderStart(context);
  const edit = await factsEdit();
  if (!edit) throw new Response("The company's facts have no first version", { status: 500 });
  return {
    seo: studioSeo(context, request, t("studio.company.title")),
    strings,
    facts: {
      revision: edit.revision,
      live: edit.revision > 0 && edit.live ? { by: edit.live.by, at: when(edit.live.at) } : null,
      draft: edit.draft && { by: edit.draft.by, at: when(edit.draft.at) },
      values: factsFormValues(edit.current.published),
      token: edit.token,
      history: (await factsHistory()).map((revision) => ({ ...revision, at: when(revision.at) })),
    },
  };
}

/**
 * Saves the facts' draft (and opens its preview on the contact page) or publishes it; drops the draft; or
 * rolls the facts back to an earlier revision. A refusal answers with what was typed.
 */
export async function action({ context, request }: Route.ActionArgs) {
  return editFacts(context, await readStaffForm(request, STUDIO_FORM_LIMIT_BYTES));
}

/** The company's facts in the studio: what is live, the draft beside it, the editor and the publications. */
export default function StudioCompany({ loaderData: { facts }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refused = actionData && "values" in actionData ? actionData : undefined;
  const problems = refused && "problems" in refused ? refused.problems : undefined;
  const answer =
    actionData?.outcome === "rolledBack"
      ? { role: "status" as const, text: t("studio.company.rolledBack", { number: actionData.to }) }
      : actionData &&
        editorAnswer(actionData, t, "facts", actionData.outcome === "conflict" ? actionData.by : undefined);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <BackLink to={STUDIO_PATH}>{t("studio.editor.back")}</BackLink>
      <EditorHeading
        title={t("studio.company.heading")}
        intro={t("studio.company.intro")}
        status={{ ...facts, never: t("studio.company.neverEdited") }}
        links={[
          { to: links.page("en"), label: t("studio.company.previewEnglish"), reloadDocument: true },
          { to: links.page("fr"), label: t("studio.company.previewFrench"), reloadDocument: true },
        ]}
      />
      {problems ? <ProblemSummary problems={problems} labels={factControlLabels(t)} /> : null}
      <FactsEditor
        key={
          refused ? `${refused.token}-refused` : actionData?.outcome === "discarded" ? "discarded" : "editor"
        }
        values={refused?.values ?? facts.values}
        token={refused?.token ?? facts.token}
        note={refused?.note}
        problems={problems}
        answer={answer}
      />
      {facts.draft ? <DiscardDraft token={refused?.token ?? facts.token} /> : null}
      {facts.history.length > 0 ? <FactsHistory live={facts.revision} history={facts.history} /> : null}
    </div>
  );
}
