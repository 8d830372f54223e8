import { useEffect, useId } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { PUBLICATION_NOTE_MAX_LENGTH } from "./constants";

/**
 * Asks before leaving the page with edits not yet saved: a link inside the site, and closing or reloading
 * the tab. Only with scripts; without them the browser's own form behaviour applies.
 */
export function useUnsavedGuard(dirty: boolean, question: string) {
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

/** The publication's note and an editor's actions, for its form `formId`: save a draft, preview it, publish it. */
export function PublishPanel({ formId, note }: { formId: string; note?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Panel id="publish" heading={t("studio.editor.publishHeading")} className="flex flex-col gap-4">
      <Field id={`${id}-note`} label={t("studio.editor.note")} look="tool" hint={t("studio.editor.noteHint")}>
        {(control) => (
          <input
            {...control}
            form={formId}
            name="note"
            type="text"
            maxLength={PUBLICATION_NOTE_MAX_LENGTH}
            defaultValue={note ?? ""}
          />
        )}
      </Field>
      <p className="text-sm text-muted">{t("studio.editor.frenchRule")}</p>
      <div className="flex flex-wrap gap-3">
        {(
          [
            ["save", "secondary", t("studio.editor.save"), t("studio.editor.saving")],
            ["preview", "secondary", t("studio.editor.preview"), t("studio.editor.saving")],
            ["publish", "primary", t("studio.editor.publish"), t("studio.editor.publishing")],
          ] as const
        ).map(([intent, tone, label, busyLabel]) => (
          <SubmitButton
            key={intent}
            form={formId}
            name="intent"
            value={intent}
            tone={tone}
            busyLabel={busyLabel}
          >
            {label}
          </SubmitButton>
        ))}
      </div>
    </Panel>
  );
}
