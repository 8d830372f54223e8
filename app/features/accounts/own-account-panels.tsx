import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { NewPasswordFields, type NewPasswordProblem } from "./new-password-fields";

/** One of the member's own sessions as their account page lists it. */
export interface OwnSessionView {
  key: string;
  device: string;
  ipPrefix: string;
  started: string;
  lastSeen: string;
  /** The session this page was asked from. */
  current: boolean;
}

/**
 * The member's sessions, each but this one with a button that signs it out, and one for every other; `ended`
 * is how many the last such button ended.
 */
export function OwnSessions({ sessions, ended }: { sessions: readonly OwnSessionView[]; ended?: number }) {
  const { t } = useTranslation();
  return (
    <Panel id="sessions" heading={t("tools.account.sessions.heading")}>
      <p className="mt-1 text-sm text-muted">{t("tools.account.sessions.intro")}</p>
      {ended !== undefined ? (
        <p role="status" className="mt-3 font-semibold text-green-900">
          {ended > 0
            ? t("tools.account.sessions.ended", { count: ended })
            : t("tools.account.sessions.noneEnded")}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {sessions.map((listed) => {
          const device = listed.device || t("tools.account.sessions.unknownDevice");
          return (
            <li key={listed.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">
                  {device}
                  {listed.current ? (
                    <span className="ml-2 rounded-full bg-brand-light px-2 py-0.5 text-xs text-brand-dark">
                      {t("tools.account.sessions.thisDevice")}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {t("tools.account.sessions.place")}: {listed.ipPrefix} ·{" "}
                  {t("tools.account.sessions.started")}: {listed.started} ·{" "}
                  {t("tools.account.sessions.lastSeen")}: {listed.lastSeen}
                </p>
              </div>
              {listed.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={listed.key} />
                  <SubmitButton
                    tone="secondary"
                    aria-label={t("tools.account.sessions.endLabel", { device, when: listed.lastSeen })}
                  >
                    {t("tools.account.sessions.end")}
                  </SubmitButton>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end-others" />
          <SubmitButton tone="secondary">{t("tools.account.sessions.endOthers")}</SubmitButton>
        </Form>
      ) : null}
    </Panel>
  );
}

/** What changing one's password answered: done, the current password wrong, too many tries, or a problem. */
export type PasswordChangeOutcome =
  | "changed"
  | "wrongCurrent"
  | { retryAfterSeconds: number }
  | NewPasswordProblem;

/** Changing one's own password: the current one, then the new one twice. */
export function PasswordChange({ email, outcome }: { email: string; outcome?: PasswordChangeOutcome }) {
  const { t } = useTranslation();
  const currentId = useId();
  return (
    <Panel id="password" heading={t("tools.account.password.heading")}>
      {outcome === "changed" ? (
        <p role="status" className="mt-3 font-semibold text-green-900">
          {t("tools.account.password.changed")}
        </p>
      ) : null}
      <Form method="post" replace className="mt-4 flex max-w-md flex-col gap-5">
        <input type="hidden" name="intent" value="change-password" />
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <Field
          id={currentId}
          label={t("tools.account.password.current")}
          look="lead"
          error={
            typeof outcome === "object"
              ? t("tools.account.password.throttled", {
                  count: Math.ceil(outcome.retryAfterSeconds / 60),
                })
              : outcome === "wrongCurrent"
                ? t("tools.account.password.wrongCurrent")
                : undefined
          }
          announceError
        >
          {(control) => (
            <input {...control} name="current" type="password" required autoComplete="current-password" />
          )}
        </Field>
        <NewPasswordFields
          problem={
            typeof outcome === "object" || outcome === "changed" || outcome === "wrongCurrent"
              ? undefined
              : outcome
          }
        />
        <SubmitButton>{t("tools.account.password.submit")}</SubmitButton>
      </Form>
    </Panel>
  );
}
