import type { MessageStatus } from "~/features/contact";
import { useTranslation } from "~/features/i18n";

const TONES: Record<MessageStatus, string> = {
  held: "bg-sky-100 text-sky-900 ring-sky-300",
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  sent: "bg-green-100 text-green-900 ring-green-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
};

/** A message's state (held for review, or how delivery is going) in words, coloured as a second cue. */
export function StatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${TONES[status]}`}>
      {t(`tools.messages.status.${status}`)}
    </span>
  );
}
