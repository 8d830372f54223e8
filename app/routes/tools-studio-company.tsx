import { FACT_LIMITS, PROVINCE_CODES, PROVINCES } from "@content/company/fields";
import { type ReactNode, useId } from "react";
import { data, redirectDocument } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { type Translate, useLanguage, useTranslation } from "~/features/i18n";
import {
  BackLink,
  DiscardDraft,
  EditorForm,
  EditorStatus,
  editorAnswer,
  FACT_CONTROLS,
  FACTS_PREVIEW_VALUE,
  type FieldProblems,
  ProblemSummary,
  PublishPanel,
  previewLinks,
  STUDIO_FORM_LIMIT_BYTES,
  TextPair,
} from "~/features/studio";
import {
  discardAnswer,
  discardFactsDraft,
  editorRequest,
  factsEdit,
  factsFormValues,
  factsFromForm,
  factsHistory,
  publishFacts,
  refusedAnswer,
  rollBackFacts,
  saveFactsDraft,
  studioLoaderStart,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { inReadingOrder } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { Field, Select } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { TableSection } from "~/ui/table-section";
import type { Route } from "./+types/tools-studio-company";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const EDITOR_FORM = "company-editor";
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

const INTENTS = ["save", "preview", "publish", "discard", "rollback"] as const;

/** What the form sent, to show again as typed when it is refused. */
const typedState = (form: URLSearchParams, token: string) => ({
  values: Object.fromEntries(form),
  note: form.get("note") ?? "",
  token,
});

/**
 * Saves the facts' draft (and opens its preview on the contact page) or publishes it; drops the draft; or
 * rolls the facts back to an earlier revision. A refusal answers with what was typed.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readStaffForm(request, STUDIO_FORM_LIMIT_BYTES);
  const { intent, token, note } = editorRequest(form, INTENTS);
  if (!intent) return data({ outcome: "unknown" as const }, { status: 404 });
  if (intent === "rollback") {
    const to = Number(form.get("revision"));
    const outcome = Number.isInteger(to) ? await rollBackFacts(context, to, note) : "unknown";
    return data(
      { outcome, to },
      { status: outcome === "rolledBack" ? 200 : outcome === "unknown" ? 404 : 409 },
    );
  }
  if (intent === "discard") return discardAnswer(await discardFactsDraft(token));
  const parsed = factsFromForm(form);
  if (!parsed.published) return refusedAnswer(parsed.problems, typedState(form, token));
  const outcome =
    intent === "publish"
      ? await publishFacts(context, parsed.published, token, note)
      : await saveFactsDraft(context, parsed.published, token);
  switch (outcome.outcome) {
    case "unknown":
      return data({ outcome: "unknown" as const }, { status: 404 });
    case "saved":
      if (intent === "preview") throw redirectDocument(links.page(context.get(languageContext)));
      return { outcome: "saved" as const };
    case "published":
      return { outcome: "published" as const, revision: outcome.revision };
    case "frenchGaps": {
      const problems: FieldProblems = {
        [FACT_CONTROLS.hoursFr]: outcome.gaps.some((gap) => gap.problem === "empty")
          ? "required"
          : "sameAsEnglish",
      };
      return data(
        { outcome: "frenchGaps" as const, problems, ...typedState(form, outcome.token) },
        { status: 400 },
      );
    }
    case "conflict":
      return data(
        { outcome: "conflict" as const, by: outcome.theirs.by ?? "—", ...typedState(form, outcome.token) },
        { status: 409 },
      );
  }
}

/** Each control's name for a person, for the list of problems. */
function factLabels(t: Translate): Record<string, string> {
  const inLanguage = (field: string, language: "en" | "fr") =>
    t("studio.fieldInLanguage", { field, language: t(`studio.languages.${language}`) });
  return {
    [FACT_CONTROLS.street]: t("studio.company.street"),
    [FACT_CONTROLS.locality]: t("studio.company.locality"),
    [FACT_CONTROLS.province]: t("studio.company.province"),
    [FACT_CONTROLS.postalCode]: t("studio.company.postalCode"),
    [FACT_CONTROLS.phone]: t("studio.company.phone"),
    [FACT_CONTROLS.hoursEn]: inLanguage(t("studio.company.hours"), "en"),
    [FACT_CONTROLS.hoursFr]: inLanguage(t("studio.company.hours"), "fr"),
    [FACT_CONTROLS.generalEmail]: t("studio.company.generalEmail"),
    [FACT_CONTROLS.accessibilityEmail]: t("studio.company.accessibilityEmail"),
  };
}

/** One fact's control: a labelled input with its hint and its problem. */
function FactField({
  name,
  label,
  type = "text",
  hint,
  maxLength,
  values,
  problems,
  className,
}: {
  name: string;
  label: string;
  type?: "text" | "tel" | "email";
  hint?: string;
  maxLength: number;
  values: Readonly<Record<string, string>>;
  problems?: FieldProblems;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problem = problems?.[name];
  return (
    <Field
      id={id}
      label={label}
      look="tool"
      hint={hint}
      error={problem && t(`studio.problems.${problem}`)}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={values[name] ?? ""}
          maxLength={maxLength}
          spellCheck={type === "text"}
        />
      )}
    </Field>
  );
}

/** The facts' form: the head office's address, phone and hours in both languages, and the addresses shown. */
function FactsEditor({
  values,
  token,
  note,
  problems,
  answer,
}: {
  values: Readonly<Record<string, string>>;
  token: string;
  note?: string;
  problems?: FieldProblems;
  answer?: { role: "status" | "alert"; text: string };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const common = { values, problems };
  const grid = (children: ReactNode) => <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
  return (
    <>
      <EditorForm id={EDITOR_FORM} token={token}>
        <Panel id="address" heading={t("studio.company.address")} className="flex flex-col gap-4">
          {grid(
            <>
              <FactField
                name={FACT_CONTROLS.street}
                label={t("studio.company.street")}
                maxLength={FACT_LIMITS.street}
                className="sm:col-span-2"
                {...common}
              />
              <FactField
                name={FACT_CONTROLS.locality}
                label={t("studio.company.locality")}
                maxLength={FACT_LIMITS.locality}
                {...common}
              />
              <Select
                id="fact-province"
                name={FACT_CONTROLS.province}
                look="tool"
                label={t("studio.company.province")}
                defaultValue={values[FACT_CONTROLS.province]}
              >
                {inReadingOrder(
                  PROVINCE_CODES,
                  (code) => PROVINCES[code][language],
                  LANGUAGE_LOCALES[language],
                ).map((code) => (
                  <option key={code} value={code}>
                    {PROVINCES[code][language]}
                  </option>
                ))}
              </Select>
              <FactField
                name={FACT_CONTROLS.postalCode}
                label={t("studio.company.postalCode")}
                hint={t("studio.company.postalHint")}
                // Room for the spaces and hyphens people type (decision 285); the facts keep `L6H 0A1`.
                maxLength={12}
                {...common}
              />
            </>,
          )}
        </Panel>
        <Panel id="phone-hours" heading={t("studio.company.contact")} className="flex flex-col gap-4">
          <FactField
            name={FACT_CONTROLS.phone}
            label={t("studio.company.phone")}
            hint={t("studio.company.phoneHint")}
            type="tel"
            // Room for `+1 (905) 555-0172`; the facts keep `+1-905-555-0172` (decision 285).
            maxLength={24}
            {...common}
          />
          <TextPair
            spec={{ field: "hours", shape: "line", limit: FACT_LIMITS.hours, mayMatchEnglish: false }}
            legend={t("studio.company.hours")}
            values={values}
            same={false}
            problems={problems}
          />
        </Panel>
        <Panel id="emails" heading={t("studio.company.emails")} className="flex flex-col gap-4">
          {grid(
            <>
              <FactField
                name={FACT_CONTROLS.generalEmail}
                label={t("studio.company.generalEmail")}
                type="email"
                maxLength={254}
                {...common}
              />
              <FactField
                name={FACT_CONTROLS.accessibilityEmail}
                label={t("studio.company.accessibilityEmail")}
                type="email"
                maxLength={254}
                {...common}
              />
            </>,
          )}
        </Panel>
      </EditorForm>
      <PublishPanel formId={EDITOR_FORM} note={note} answer={answer} problems={Boolean(problems)} />
    </>
  );
}

const link = "font-semibold text-brand underline underline-offset-2";

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
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("studio.company.heading")}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t("studio.company.intro")}</p>
        <EditorStatus
          revision={facts.revision}
          live={facts.live}
          draft={facts.draft}
          never={t("studio.company.neverEdited")}
        />
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <Link to={links.page("en")} reloadDocument className={link}>
            {t("studio.company.previewEnglish")}
          </Link>
          <Link to={links.page("fr")} reloadDocument className={link}>
            {t("studio.company.previewFrench")}
          </Link>
        </p>
      </div>
      {problems ? <ProblemSummary problems={problems} labels={factLabels(t)} /> : null}
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
      {facts.history.length > 0 ? (
        <TableSection
          id="publications"
          title={t("studio.company.history")}
          columns={[
            t("studio.company.columns.revision"),
            t("studio.company.columns.published"),
            t("studio.company.columns.by"),
            t("studio.company.columns.note"),
          ]}
          actionColumn={t("studio.company.columns.actions")}
        >
          {facts.history.map((revision) => (
            <tr key={revision.number} className="align-top text-ink">
              <th scope="row" className="px-4 py-3 font-semibold">
                {t("studio.list.revision", { number: revision.number })}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{revision.at}</td>
              <td className="px-4 py-3">{revision.by ?? t("studio.list.fromFiles")}</td>
              <td className="px-4 py-3">{revision.note}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {revision.number === facts.revision ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="rollback" />
                    <input type="hidden" name="revision" value={revision.number} />
                    <input
                      type="hidden"
                      name="note"
                      value={t("studio.company.rollBackNote", { number: revision.number })}
                    />
                    <SubmitButton tone="inline">
                      {t("studio.company.rollBack", { number: revision.number })}
                    </SubmitButton>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </TableSection>
      ) : null}
    </div>
  );
}
