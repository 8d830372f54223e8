import { useCallback, useEffect, useRef, useState } from "react";
import { BotCheckUnavailable } from "./bot-check/bot-check-unavailable";
import { useBotCheck } from "./bot-check/use-bot-check";

/** What the gate can say of a send it stopped: fields to correct, no bot check, or a failure. */
export type GateStatus = "validation" | "recaptcha" | "error";

/** Which fields break the rules (zod, shared with the server), given what the form holds. */
export type FormRules<Field extends string> = (data: FormData) => readonly Field[];

/**
 * The browser's side of the one public-form gate (contact, retail application, notify me), for a form that
 * works as a plain post without scripts. `rules` loads the form's rules when the visitor enters the form (they
 * are not among a page's first scripts) and is waited for only if Send comes first. `errors` are the plain post's
 * answer to start from; once the scripts run, the focus goes to its first invalid field unless the visitor has
 * moved it. `show` says a stopped send's status (each form says it its own way).
 *
 * `check(data)` is what Send does before sending in the background: it checks the rules (marking and focusing
 * the broken fields), then asks the bot check for its proof, and answers the proof, or undefined when it
 * stopped (the status shown). `checking` is true meanwhile. The fields stay uncontrolled, so what is typed
 * before the scripts start is kept.
 */
export function usePublicForm<Field extends string>({
  rules,
  errors: initial,
  show,
}: {
  rules: () => Promise<FormRules<Field>>;
  errors?: Partial<Record<Field, true>>;
  show: (status: GateStatus) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const botCheck = useBotCheck(form);
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>(initial ?? {});
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    const first = Object.keys(initial ?? {})[0];
    if (first && document.activeElement === document.body)
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [initial]);

  /** Ahead of Send; if this fails, Send asks again and reports it. */
  const prefetchRules = useCallback(() => {
    rules().catch(() => undefined);
  }, [rules]);

  /** A field the visitor changes is no longer marked, until Send checks it again. */
  const edit = useCallback(
    (field: Field) => setErrors((current) => ({ ...current, [field]: undefined })),
    [],
  );

  async function check(data: FormData): Promise<string | undefined> {
    setChecking(true);
    try {
      const invalid = (await rules())(data);
      if (invalid.length > 0) {
        const marked: Partial<Record<Field, true>> = {};
        for (const field of invalid) marked[field] = true;
        setErrors(marked);
        show("validation");
        form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
        return undefined;
      }
      setErrors({});
      return await botCheck.token();
    } catch (error) {
      show(error instanceof BotCheckUnavailable ? "recaptcha" : "error");
      return undefined;
    } finally {
      setChecking(false);
    }
  }

  return { form, errors, setErrors, edit, checking, check, prefetchRules, botCheckAnchor: botCheck.anchor };
}
