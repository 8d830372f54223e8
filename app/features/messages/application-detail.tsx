import type { ReactNode } from "react";
import { type Translate, useTranslation } from "~/features/i18n";
import { APPLICATIONS_PATH, REVIEW_MOVES, type ReviewStatus } from "~/features/retailers";
import { mailtoHref } from "~/lib/mailto";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import { ApplicationBadge } from "./application-badge";
import { ApplicationCustomer, type CustomerOutcome } from "./application-customer";
import type { ApplicationView } from "./application-view";
import { DetailRow } from "./detail-row";
import { HeldPanel } from "./held-panel";

/**
 * What a member of staff's action came to: moved, or someone else moved it first (the page now shows where);
 * a held application released, or no longer held (someone else released or deleted it).
 */
export type ApplicationOutcome =
  | { moved: ReviewStatus }
  | { stale: ReviewStatus }
  | { released: true }
  | { notHeld: true };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <dl className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
        {children}
      </dl>
    </section>
  );
}

/** The button for a move: "Start the review", "Approve", "Decline", or "Reopen the review" once decided. */
function moveLabel(t: Translate, from: ReviewStatus, to: ReviewStatus): string {
  if (to === "inReview")
    return from === "new"
      ? t("tools.applications.detail.moves.inReview")
      : t("tools.applications.detail.reopen");
  return to === "approved"
    ? t("tools.applications.detail.moves.approved")
    : t("tools.applications.detail.moves.declined");
}

/**
 * One application in full, its review status with the moves it allows, and the dated history of its status.
 * Each move is a plain form post naming the status it starts from, so two members of staff cannot both move it.
 */
export function ApplicationDetail({
  view,
  outcome,
  customer,
}: {
  view: ApplicationView;
  outcome: ApplicationOutcome | undefined;
  /** What making it a customer came to, when that was the last thing asked. */
  customer?: CustomerOutcome;
}) {
  const { t } = useTranslation();
  const { application: a } = view;
  const business = a.operatingName || a.legalName;
  const statusName = (status: ReviewStatus) => t(`tools.applications.status.${status}`);
  return (
    <article className="mx-auto max-w-4xl">
      <Link to={APPLICATIONS_PATH} className="text-sm font-semibold text-brand underline">
        ← {t("tools.applications.detail.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">
        {t("tools.applications.detail.title", { reference: view.reference, business })}
      </h1>
      <p className="mt-2 text-muted">
        {t("tools.applications.detail.receivedLine", {
          when: view.received,
          language: t(`layout.language.${view.language}`),
        })}
      </p>
      {view.botChecked ? null : (
        <p className="mt-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
          {t("tools.applications.detail.unchecked")}
        </p>
      )}

      <section
        aria-labelledby="application-review"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="application-review" className="text-xl font-semibold text-ink">
          {t("tools.applications.detail.review")}
        </h2>
        <p className="mt-3 flex flex-wrap items-center gap-3 text-ink">
          <span className="font-semibold">{t("tools.applications.detail.status")}</span>
          <ApplicationBadge status={view.status} held={view.held} />
        </p>
        {view.held ? (
          <HeldPanel
            className="mt-4"
            reason={t("tools.applications.detail.held", { email: a.email })}
            release={{
              intent: "release",
              label: t("tools.applications.detail.release"),
              busyLabel: t("tools.applications.detail.releasing"),
            }}
            remove={{
              intent: "delete",
              label: t("tools.applications.detail.delete"),
              busyLabel: t("tools.applications.detail.deleting"),
            }}
          />
        ) : (
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="from" value={view.status} />
            {REVIEW_MOVES[view.status].map((next) => (
              <SubmitButton
                key={next}
                tone={next === "declined" ? "danger" : next === "approved" ? "primary" : "secondary"}
                name="to"
                value={next}
              >
                {moveLabel(t, view.status, next)}
              </SubmitButton>
            ))}
          </Form>
        )}
        <p role="status" className="mt-3 text-ink">
          {outcome && "moved" in outcome
            ? t("tools.applications.detail.moved", { status: statusName(outcome.moved) })
            : null}
          {outcome && "stale" in outcome
            ? t("tools.applications.detail.stale", { status: statusName(outcome.stale) })
            : null}
          {outcome && "released" in outcome ? t("tools.applications.detail.released") : null}
          {outcome && "notHeld" in outcome ? t("tools.applications.detail.notHeld") : null}
        </p>
        <h3 className="mt-6 font-semibold text-ink">{t("tools.applications.detail.history")}</h3>
        <ol className="mt-2 space-y-1 text-ink">
          {view.history.map((change) => (
            <li key={`${change.status}-${change.when}`}>
              {change.by
                ? t("tools.applications.detail.changedBy", {
                    status: statusName(change.status),
                    when: change.when,
                    name: change.by,
                  })
                : t("tools.applications.detail.arrived", {
                    status: statusName(change.status),
                    when: change.when,
                  })}
            </li>
          ))}
        </ol>
      </section>

      {view.status === "approved" && !view.held ? (
        <ApplicationCustomer
          contact={a.contactName}
          email={a.email}
          customerNumber={view.customerNumber}
          outcome={customer}
        />
      ) : null}

      <Group title={t("tools.applications.detail.business")}>
        <DetailRow label={t("tools.applications.detail.legalName")}>{a.legalName}</DetailRow>
        {a.operatingName ? (
          <DetailRow label={t("tools.applications.detail.operatingName")}>{a.operatingName}</DetailRow>
        ) : null}
        <DetailRow label={t("tools.applications.detail.storeType")}>
          {t(`retailers.apply.storeTypes.${a.storeType}`)}
        </DetailRow>
        <DetailRow label={t("tools.applications.detail.doors")}>{a.doors}</DetailRow>
        {a.website ? (
          <DetailRow label={t("tools.applications.detail.website")}>
            <a href={a.website} rel="noreferrer noopener" target="_blank" className="text-brand underline">
              {a.website}
            </a>
          </DetailRow>
        ) : null}
        <DetailRow label={t("tools.applications.detail.brands")}>{view.brandNames.join(", ")}</DetailRow>
      </Group>
      <Group title={t("tools.applications.detail.contact")}>
        <DetailRow label={t("tools.applications.detail.contactName")}>{a.contactName}</DetailRow>
        <DetailRow label={t("tools.applications.detail.email")}>
          <a href={mailtoHref(a.email)} className="text-brand underline">
            {a.email}
          </a>
        </DetailRow>
        <DetailRow label={t("tools.applications.detail.phone")}>{a.phone}</DetailRow>
        <DetailRow label={t("tools.applications.detail.address")}>
          {a.street}, {a.city} {a.province} {a.postalCode}
        </DetailRow>
      </Group>
      <Group title={t("tools.applications.detail.tax")}>
        <DetailRow label={t("tools.applications.detail.gstHst")}>{a.gstHst}</DetailRow>
        {a.qst ? <DetailRow label={t("tools.applications.detail.qst")}>{a.qst}</DetailRow> : null}
      </Group>
      {a.message ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-ink">{t("tools.applications.detail.message")}</h2>
          <p className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 whitespace-pre-wrap text-ink shadow-sm">
            {a.message}
          </p>
        </section>
      ) : null}
      <a
        href={mailtoHref(a.email)}
        className="mt-6 inline-block rounded-full border border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-light"
      >
        {t("tools.applications.detail.reply")}
      </a>
    </article>
  );
}
