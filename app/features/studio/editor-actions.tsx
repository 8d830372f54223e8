import { type ReactNode, useEffect, useId, useState } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { PUBLICATION_NOTE_MAX_LENGTH } from "./constants";

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
 * An editor's one plain form, `id` for the controls and buttons outside it: the edit token it was opened
 * with, and, with scripts, a question before leaving it with edits not yet saved.
 */
export function EditorForm({ id, token, children }: { id: string; token: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty, t("studio.editor.unsaved"));
  return (
    <Form
      id={id}
      method="post"
      className="flex flex-col gap-5"
      onInput={() => setDirty(true)}
      onSubmit={() => setDirty(false)}
    >
      <input type="hidden" name="token" value={token} />
      {children}
    </Form>
  );
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

/**
 * Under an editor's heading: what is live (its revision, when and by whom, or `never` when nothing was ever
 * published from the studio) and the draft waiting beside it.
 */
export function EditorStatus({
  revision,
  live,
  draft,
  never,
}: {
  revision: number;
  live: { by: string | null; at: string } | null | undefined;
  draft: { by: string | null; at: string } | null | undefined;
  never: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-1 text-muted">
        {live
          ? t("studio.editor.live", {
              number: revision,
              when: live.at,
              name: live.by ?? t("studio.list.fromFiles"),
            })
          : never}
      </p>
      {draft ? (
        <p className="mt-1 text-amber-900">
          {t("studio.editor.draft", { name: draft.by ?? "—", when: draft.at })}
        </p>
      ) : null}
    </>
  );
}

/** Drops the draft, as of the edit token the page holds; the live revision stays as it is. */
export function DiscardDraft({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-muted">{t("studio.editor.discardHelp")}</p>
      <SubmitButton tone="danger" name="intent" value="discard">
        {t("studio.editor.discard")}
      </SubmitButton>
    </Form>
  );
}
