import { useEffect, useState } from "react";
import { useBeforeUnload, useBlocker, useNavigation } from "react-router";
import { useTranslation } from "~/features/i18n";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import type { FieldProblems } from "./brand-form";
import { BRAND_TEXTS, type BrandTextField } from "./brand-text";
import { PUBLICATION_NOTE_MAX_LENGTH } from "./constants";
import { fieldKey } from "./field-labels";
import { TextPair } from "./text-pair";

const SETTING_CONTROL =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-invalid:border-red-600";

/** What the editor shows: the values, the texts marked the same in both languages, and the edit token. */
export interface BrandEditorState {
  values: Readonly<Record<string, string>>;
  same: readonly BrandTextField[];
  token: string;
  note?: string;
  problems?: FieldProblems;
}

const INTENT_LOOKS = {
  save: "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50",
  preview: "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50",
  publish: "rounded-lg bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark",
} as const;
export type EditorIntent = keyof typeof INTENT_LOOKS;

/** One of the editor's actions; it says it is busy while its own submission is on its way. */
function IntentButton({
  intent,
  label,
  busyLabel,
}: {
  intent: EditorIntent;
  label: string;
  busyLabel: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const mine = submitting && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={submitting}
      className={`${INTENT_LOOKS[intent]} disabled:cursor-wait disabled:opacity-70`}
    >
      {mine ? busyLabel : label}
    </button>
  );
}

/** The brand's site and its manager's address, per language: neither is a text the French gate checks. */
function Settings({ values, problems }: { values: BrandEditorState["values"]; problems?: FieldProblems }) {
  const { t } = useTranslation();
  const settings = [
    { field: "website", type: "url", hint: t("studio.editor.websiteHint") },
    { field: "contact.email", type: "email", hint: t("studio.editor.emailHint") },
  ] as const;
  return (
    <>
      {settings.map(({ field, type, hint }) => (
        <fieldset key={field} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-ink">{t(`studio.fields.${fieldKey(field)}`)}</legend>
          <p className="text-xs text-muted">{hint}</p>
          <div className="mt-2 grid gap-4 md:grid-cols-2">
            {(["en", "fr"] as const).map((language) => {
              const name = `${language}.${field}`;
              const problem = problems?.[name];
              const id = `setting-${language}-${fieldKey(field)}`;
              return (
                <div key={language}>
                  <label htmlFor={id} className="text-sm font-semibold text-ink">
                    {t(`studio.languages.${language}`)}
                  </label>
                  <input
                    id={id}
                    name={name}
                    type={type}
                    defaultValue={values[name] ?? ""}
                    spellCheck={false}
                    maxLength={254}
                    className={SETTING_CONTROL}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                  />
                  {problem ? (
                    <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-red-700">
                      {t(`studio.problems.${problem}`)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/**
 * Asks before leaving the page with edits not yet saved: a link inside the site, and closing or reloading
 * the tab. Only with scripts; without them the browser's own form behaviour applies.
 */
function useUnsavedGuard(dirty: boolean, question: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useBeforeUnload((event) => {
    if (dirty) event.preventDefault();
  });
}

/**
 * The brand's editor: every text in English and French side by side, the site and the manager's address,
 * then the publication's note and the actions. One plain form: save a draft, preview it, or publish it.
 */
export function BrandEditor({ state }: { state: BrandEditorState }) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty, t("studio.editor.unsaved"));
  const same = new Set(state.same);
  return (
    <Form
      method="post"
      className="flex flex-col gap-5"
      onInput={() => setDirty(true)}
      onSubmit={() => setDirty(false)}
    >
      <input type="hidden" name="token" value={state.token} />
      <Panel id="texts" heading={t("studio.editor.texts")} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t("studio.editor.textsIntro")}</p>
        {BRAND_TEXTS.map((spec) => (
          <TextPair
            key={spec.field}
            spec={spec}
            values={state.values}
            same={same.has(spec.field)}
            problems={state.problems}
          />
        ))}
      </Panel>
      <Panel id="settings" heading={t("studio.editor.settings")} className="flex flex-col gap-4">
        <Settings values={state.values} problems={state.problems} />
      </Panel>
      <Panel id="publish" heading={t("studio.editor.publishHeading")} className="flex flex-col gap-4">
        <div>
          <label htmlFor="publication-note" className="text-sm font-semibold text-ink">
            {t("studio.editor.note")}
          </label>
          <input
            id="publication-note"
            name="note"
            type="text"
            maxLength={PUBLICATION_NOTE_MAX_LENGTH}
            defaultValue={state.note ?? ""}
            aria-describedby="publication-note-hint"
            className={SETTING_CONTROL}
          />
          <p id="publication-note-hint" className="mt-1 text-xs text-muted">
            {t("studio.editor.noteHint")}
          </p>
        </div>
        <p className="text-sm text-muted">{t("studio.editor.frenchRule")}</p>
        <div className="flex flex-wrap gap-3">
          <IntentButton intent="save" label={t("studio.editor.save")} busyLabel={t("studio.editor.saving")} />
          <IntentButton
            intent="preview"
            label={t("studio.editor.preview")}
            busyLabel={t("studio.editor.saving")}
          />
          <IntentButton
            intent="publish"
            label={t("studio.editor.publish")}
            busyLabel={t("studio.editor.publishing")}
          />
        </div>
      </Panel>
    </Form>
  );
}
