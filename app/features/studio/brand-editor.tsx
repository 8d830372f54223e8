import { type ReactNode, useId } from "react";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { ArtChoices } from "./art-choices";
import { BRAND_TEXTS, type BrandTextField } from "./brand-text";
import { ActionBar, EditorForm, PublishPanel } from "./editor-actions";
import { fieldKey } from "./field-labels";
import type { FieldProblems } from "./field-problems";
import { TextPair } from "./text-pair";

/** The texts' form: the publishing panel's note and buttons, below the images, belong to it. */
const EDITOR_FORM = "brand-editor";

/** What the editor shows: the values, the texts marked the same in both languages, and the edit token. */
export interface BrandEditorState {
  values: Readonly<Record<string, string>>;
  same: readonly BrandTextField[];
  token: string;
  note?: string;
  problems?: FieldProblems;
}

/** The brand's site and its manager's address, per language: neither is a text the French gate checks. */
function Settings({ values, problems }: { values: BrandEditorState["values"]; problems?: FieldProblems }) {
  const { t } = useTranslation();
  const id = useId();
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
              return (
                <Field
                  key={language}
                  id={`${id}-${language}-${fieldKey(field)}`}
                  label={t(`studio.languages.${language}`)}
                  look="tool"
                  error={problem && t(`studio.problems.${problem}`)}
                >
                  {(control) => (
                    <input
                      {...control}
                      name={name}
                      type={type}
                      defaultValue={values[name] ?? ""}
                      spellCheck={false}
                      maxLength={254}
                    />
                  )}
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/**
 * The brand's editor: every text in English and French side by side, the site and the manager's address,
 * the art choices, then the publication's note and the actions. One plain form: save a draft, preview it, or
 * publish it. For a brand not created yet (`newBrand`), its one action creates the draft.
 */
export function BrandEditor({
  state,
  images,
  newBrand = false,
  answer,
}: {
  state: BrandEditorState;
  images?: ReactNode;
  newBrand?: boolean;
  /** What the last action came to, said in the action bar. */
  answer?: { role: "status" | "alert"; text: string };
}) {
  const { t } = useTranslation();
  const same = new Set(state.same);
  return (
    <>
      <EditorForm id={EDITOR_FORM} token={state.token}>
        <Panel id="texts" heading={t("studio.editor.texts")} className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t("studio.editor.textsIntro")}</p>
          {BRAND_TEXTS.map((spec) => (
            <TextPair
              key={spec.field}
              spec={spec}
              legend={t(`studio.fields.${fieldKey(spec.field)}`)}
              values={state.values}
              same={same.has(spec.field)}
              problems={state.problems}
            />
          ))}
        </Panel>
        <Panel id="settings" heading={t("studio.editor.settings")} className="flex flex-col gap-4">
          <Settings values={state.values} problems={state.problems} />
        </Panel>
        <ArtChoices values={state.values} problems={state.problems} />
      </EditorForm>
      {images}
      {newBrand ? (
        <ActionBar heading={t("studio.newBrand.create")} answer={answer} problems={Boolean(state.problems)}>
          <div>
            <SubmitButton
              form={EDITOR_FORM}
              name="intent"
              value="create"
              busyLabel={t("studio.newBrand.creating")}
            >
              {t("studio.newBrand.create")}
            </SubmitButton>
          </div>
        </ActionBar>
      ) : (
        <PublishPanel
          formId={EDITOR_FORM}
          note={state.note}
          answer={answer}
          problems={Boolean(state.problems)}
        />
      )}
    </>
  );
}
