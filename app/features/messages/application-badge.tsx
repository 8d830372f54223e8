import { useTranslation } from "~/features/i18n";
import type { ReviewStatus } from "~/features/retailers";

const TONES: Record<ReviewStatus, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-300",
  inReview: "bg-amber-100 text-amber-900 ring-amber-300",
  approved: "bg-green-100 text-green-900 ring-green-300",
  declined: "bg-slate-200 text-slate-900 ring-slate-400",
};

const BADGE = "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1";

/** An application's review status in words, coloured as a second cue; "held for review" beside it while held. */
export function ApplicationBadge({ status, held = false }: { status: ReviewStatus; held?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-2">
      <span className={`${BADGE} ${TONES[status]}`}>{t(`tools.applications.status.${status}`)}</span>
      {held ? (
        <span className={`${BADGE} bg-white text-sky-900 ring-sky-400`}>
          {t("tools.applications.heldBadge")}
        </span>
      ) : null}
    </span>
  );
}
