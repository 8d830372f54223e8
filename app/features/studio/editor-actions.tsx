import { type MouseEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import { useTranslation } from "~/features/i18n";
import { ActionAnswer } from "~/ui/action-answer";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
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

/** Where the list of texts to correct stands, above the form: the action bar's link leads to it. */
export const PROBLEMS_ID = "problems";

/**
 * Moves to the list of texts to correct. With scripts the fragment is not followed: the router would take it
 * as a navigation and drop the answer being read.
 */
function toProblems(event: MouseEvent<HTMLAnchorElement>) {
  const problems = document.getElementById(PROBLEMS_ID);
  if (!problems) return;
  event.preventDefault();
  problems.focus();
}

/**
 * An editor's actions, kept in view at the foot of the window however far down its long form the person is
 * (sticky), with the answer to the last one (`answer`) beside the buttons: where the person pressed, with or
 * without scripts (a page sent back without them shows the bar at the window's foot as it opens). A refusal
 * with texts to correct links to their list (`problems`).
 */
export function ActionBar({
  heading,
  answer,
  problems,
  children,
}: {
  heading: string;
  answer?: { role: "status" | "alert"; text: string };
  problems?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="action-bar sticky bottom-0 z-10 flex flex-col gap-3 rounded-t-2xl border border-slate-200 bg-white p-4 shadow-[0_-6px_16px_rgb(15_23_42/0.08)]"
    >
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {answer ? (
        <ActionAnswer role={answer.role} text={answer.text}>
          {problems ? (
            <a
              href={`#${PROBLEMS_ID}`}
              className="text-sm font-semibold underline underline-offset-2"
              onClick={toProblems}
            >
              {t("studio.editor.toProblems")}
            </a>
          ) : null}
        </ActionAnswer>
      ) : null}
      {children}
    </section>
  );
}

/**
 * The publication's note and an editor's actions, for its form `formId`, in the action bar: save a draft,
 * preview it, publish it; `answer` is what the last one came to.
 */
export function PublishPanel({
  formId,
  note,
  answer,
  problems,
}: {
  formId: string;
  note?: string;
  answer?: { role: "status" | "alert"; text: string };
  problems?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <p className="text-sm text-muted">{t("studio.editor.frenchRule")}</p>
      <ActionBar heading={t("studio.editor.publishHeading")} answer={answer} problems={problems}>
        <div className="flex flex-wrap items-end gap-3">
          <Field id={`${id}-note`} label={t("studio.editor.note")} look="tool" className="min-w-56 flex-1">
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
        </div>
      </ActionBar>
    </>
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
