import { LEGAL_FACT_NAMES } from "@content/legal/markup";
import { LEGAL_REQUIRED_FACTS } from "@content/legal/template";
import type { PublishedCopy } from "@content/pages/schema";
import { data } from "react-router";
import { readStaffForm, staffSessionCookieName } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { legalFactsNow } from "~/features/legal/index.server";
import {
  BackLink,
  ChangeList,
  conflictHelp,
  copyLabels,
  DiscardDraft,
  EditorStatus,
  editorAnswer,
  factLabels,
  isLegalPage,
  isStudioPage,
  LegalGuide,
  PageCopyEditor,
  ProblemSummary,
  previewLinks,
  STUDIO_FORM_LIMIT_BYTES,
  STUDIO_PAGES_PATH,
  UnknownItem,
} from "~/features/studio";
import {
  copyFormValues,
  copyFromForm,
  copySections,
  discardAnswer,
  discardPageDraft,
  editAnswer,
  editorRequest,
  pageEdit,
  publishPage,
  refusedAnswer,
  savePageDraft,
  studioLoaderStart,
  studioNotFound,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { LANGUAGES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { Link } from "~/ui/link";
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

/** What a legal page's editor shows above its texts: the facts they may name, as the site states them now. */
function legalGuide(page: keyof typeof LEGAL_REQUIRED_FACTS, language: "en" | "fr") {
  const values = legalFactsNow(language, staffSessionCookieName());
  return {
    facts: LEGAL_FACT_NAMES.map((name) => ({ name, value: values[name] })),
    required: LEGAL_REQUIRED_FACTS[page],
  };
}

const INTENTS = ["save", "preview", "publish", "discard"] as const;

/** What the form sent, to show again as typed when it is refused. */
function typedState(form: URLSearchParams, token: string) {
  const same = [...form.keys()].filter((name) => name.startsWith("same.")).map((name) => name.slice(5));
  return { values: Object.fromEntries(form), same, note: form.get("note") ?? "", token };
}

/** The texts whose values differ between two versions of a page's copy, by control name. */
function copyChanges(from: PublishedCopy, to: PublishedCopy) {
  return LANGUAGES.flatMap((language) =>
    Object.entries(to.copy[language]).flatMap(([key, after]) => {
      const before = from.copy[language][key] ?? "";
      return before === after ? [] : [{ name: `${language}.${key}`, before, after }];
    }),
  );
}

/**
 * Saves the draft (and opens its preview) or publishes it; or drops the draft. A refusal answers with what
 * was typed, so nothing is lost: an empty or too long text, the French gate's gaps, or another person's save.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await readStaffForm(request, STUDIO_FORM_LIMIT_BYTES);
  const { intent, token, note } = editorRequest(form, INTENTS);
  const page = params.page;
  if (!isStudioPage(page) || !intent || !(await pageEdit(page))) {
    return data({ outcome: "unknown" as const }, { status: 404 });
  }
  if (intent === "discard") return discardAnswer(await discardPageDraft(page, token));
  const parsed = copyFromForm(page, form);
  if (!parsed.published) return refusedAnswer(parsed.problems, typedState(form, token));
  const { published } = parsed;
  const outcome =
    intent === "publish"
      ? await publishPage(context, page, published, token, note)
      : await savePageDraft(context, page, published, token);
  return editAnswer(context, outcome, {
    preview: intent === "preview" ? (language) => previewLinks(page).page(language) : undefined,
    previewIsDocument: true,
    typed: (next) => typedState(form, next),
    theirChanges: (theirs) => copyChanges(theirs, published),
  });
}

const link = "font-semibold text-brand underline underline-offset-2";

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
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {back}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          {t("studio.pages.heading", { name: page.name })}
        </h1>
        <EditorStatus
          revision={page.revision}
          live={page.live}
          draft={page.draft}
          never={t("studio.pages.neverEdited")}
        />
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <Link to={previewLinks(page.id).page("en")} reloadDocument className={link}>
            {t("studio.editor.previewEnglish")}
          </Link>
          <Link to={previewLinks(page.id).page("fr")} reloadDocument className={link}>
            {t("studio.editor.previewFrench")}
          </Link>
          <Link to={`${STUDIO_PAGES_PATH}/${page.id}/history`} className={link}>
            {t("studio.editor.history")}
          </Link>
        </p>
      </div>
      {problems ? <ProblemSummary problems={problems} labels={labels} /> : null}
      {actionData?.outcome === "conflict" ? (
        <section aria-labelledby="their-changes">
          <h2 id="their-changes" className="text-xl font-semibold text-ink">
            {t("studio.editor.theirChanges", {
              name: actionData.theirs.by ?? "—",
              when: actionData.theirs.at,
            })}
          </h2>
          <p className="mt-1 text-sm text-muted">{conflictHelp("page", t)}</p>
          <ChangeList
            caption={t("studio.editor.theirChanges", {
              name: actionData.theirs.by ?? "—",
              when: actionData.theirs.at,
            })}
            beforeHeading={t("studio.changes.theirs")}
            afterHeading={t("studio.changes.yours")}
            changes={actionData.theirs.changes.map((change) => ({ ...change, label: labels[change.name] }))}
          />
        </section>
      ) : null}
      {page.legal ? <LegalGuide facts={page.legal.facts} required={page.legal.required} /> : null}
      <PageCopyEditor
        sections={page.sections}
        answer={answer}
        // Drawn again (its controls take the values given) after a refusal or a discard only.
        key={
          refused
            ? `${refused.token}-refused`
            : actionData?.outcome === "discarded"
              ? `discarded-${page.token}`
              : "editor"
        }
        state={{
          values: refused?.values ?? page.values,
          same: refused?.same ?? page.same,
          token: refused?.token ?? page.token,
          note: refused?.note,
          problems,
        }}
      />
      {page.draft ? <DiscardDraft token={refused?.token ?? page.token} /> : null}
    </div>
  );
}
