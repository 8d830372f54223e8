import { useTranslation } from "~/features/i18n";
import { Panel } from "~/ui/panel";
import type { BrandEditorState } from "./brand-editor";
import { EditorForm, PublishPanel } from "./editor-actions";
import type { CopySection } from "./page-copy";
import { TextPair } from "./text-pair";

const EDITOR_FORM = "page-editor";

/**
 * A page's copy: every text in English and French side by side, section by section as the page reads, then
 * the publication's note and the actions. One plain form: save a draft, preview it, or publish it.
 */
export function PageCopyEditor({
  sections,
  state,
  answer,
}: {
  sections: readonly CopySection[];
  state: Omit<BrandEditorState, "same"> & { same: readonly string[] };
  /** What the last action came to, said in the action bar. */
  answer?: { role: "status" | "alert"; text: string };
}) {
  const { t } = useTranslation();
  const same = new Set(state.same);
  return (
    <>
      <EditorForm id={EDITOR_FORM} token={state.token}>
        <p className="text-sm text-muted">{t("studio.pages.textsIntro")}</p>
        {sections.map((section, index) => (
          <Panel
            key={section.texts[0]?.field ?? index}
            id={`section-${index}`}
            heading={section.legend}
            className="flex flex-col gap-4"
          >
            {section.texts.map((text) => (
              <TextPair
                key={text.field}
                spec={text}
                legend={t(`studio.pages.roles.${text.role}`)}
                values={state.values}
                same={same.has(text.field)}
                problems={state.problems}
              />
            ))}
          </Panel>
        ))}
      </EditorForm>
      <PublishPanel
        formId={EDITOR_FORM}
        note={state.note}
        answer={answer}
        problems={Boolean(state.problems)}
      />
    </>
  );
}
