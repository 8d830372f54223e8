import { useEffect, useRef } from "react";
import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import { APPLICATION_PATH } from "./constants";

/** What a buyer should have at hand before starting, said before the form rather than found field by field. */
export function ApplicationChecklist() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="application-ready" className="rounded-2xl bg-brand-light p-5 text-ink">
      <h2 id="application-ready" className="font-semibold">
        {t("retailers.apply.ready.heading")}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {(["business", "gstHst", "qst", "stores", "brands"] as const).map((item) => (
          <li key={item}>{t(`retailers.apply.ready.${item}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The confirmation that takes the form's place once the application is taken, with or without scripts: its
 * reference and what happens next (sent on, or held for our team to check first). The form is gone, so
 * nothing invites a second sending; a link starts a new application. With scripts the focus moves to it.
 */
export function ApplicationSent({
  id,
  reference,
  held,
  focus,
}: {
  id: string;
  reference: string;
  held: boolean;
  focus: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-ink focus:outline-none"
      >
        {t("retailers.apply.sent.heading")}
      </h2>
      <p role="status" className="mt-4 font-semibold text-green-700">
        {t(held ? "retailers.apply.outcome.held" : "retailers.apply.outcome.success", { reference })}
      </p>
      <dl className="mt-6 rounded-2xl border border-slate-200 p-5">
        <dt className="text-sm text-muted">{t("retailers.apply.sent.reference")}</dt>
        <dd className="mt-1 font-mono text-2xl font-semibold text-ink">{reference}</dd>
        <dd className="mt-2 text-sm text-muted">{t("retailers.apply.sent.keep")}</dd>
      </dl>
      <h3 className="mt-8 text-lg font-semibold text-ink">{t("retailers.apply.next.heading")}</h3>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
        {(["review", "call", "open"] as const).map((step) => (
          <li key={step}>{t(`retailers.apply.next.${step}`)}</li>
        ))}
      </ol>
      <p className="mt-8">
        <Link
          to={APPLICATION_PATH}
          reloadDocument
          className="font-medium text-brand underline hover:text-brand-dark"
        >
          {t("retailers.apply.sent.again")}
        </Link>
      </p>
    </section>
  );
}
