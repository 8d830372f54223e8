import { useTranslation } from "~/features/i18n";
import type { ReviewStatus } from "~/features/retailers";

const TONES: Record<ReviewStatus, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-300",
  inReview: "bg-amber-100 text-amber-900 ring-amber-300",
  approved: "bg-green-100 text-green-900 ring-green-300",
  declined: "bg-slate-200 text-slate-900 ring-slate-400",
};

/** An application's review status in words, coloured as a second cue. */
export function ApplicationBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${TONES[status]}`}>
      {t(`tools.applications.status.${status}`)}
    </span>
  );
}
