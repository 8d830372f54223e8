import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";

interface HeldAction {
  /** The form's `intent`. */
  intent: string;
  label: string;
  busyLabel: string;
}

/**
 * What staff see of a record held for review (a message or a retail application sent without the bot check,
 * decisions 232 and 273): why it is held, and its two ways out as one plain form, letting it go on or deleting it.
 */
export function HeldPanel({
  reason,
  release,
  remove,
  className = "",
}: {
  reason: string;
  release: HeldAction;
  remove: HeldAction;
  className?: string;
}) {
  return (
    <Form
      method="post"
      className={`rounded-2xl border border-sky-300 bg-sky-50 p-5 text-sky-950 ${className}`}
    >
      <p>{reason}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton name="intent" value={release.intent} busyLabel={release.busyLabel}>
          {release.label}
        </SubmitButton>
        <SubmitButton tone="danger" name="intent" value={remove.intent} busyLabel={remove.busyLabel}>
          {remove.label}
        </SubmitButton>
      </div>
    </Form>
  );
}
