import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import { StatusPanel } from "~/ui/status-panel";

/**
 * Shown when rendering a page failed. No details reach the visitor. Without the root's data there are no
 * translations, so the page says it in both languages.
 */
export function ErrorPage({ available }: { available: boolean }) {
  return available ? <TranslatedError /> : <BilingualError />;
}

function TranslatedError() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t("pages.error.title")} | Trafalgar Brands`}</title>
      <StatusPanel heading={t("pages.error.heading")} message={t("pages.error.body")}>
        <p className="mt-8">
          <Link to="/" className="font-semibold text-brand underline">
            {t("pages.error.home")}
          </Link>
        </p>
      </StatusPanel>
    </>
  );
}

function BilingualError() {
  return (
    <>
      <title>Something went wrong | Une erreur est survenue</title>
      <StatusPanel heading="Something went wrong on our side" message="Please try again in a moment.">
        <h2 lang="fr" className="mt-10 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Une erreur est survenue de notre côté
        </h2>
        <p lang="fr" className="mt-6 text-lg text-muted">
          Veuillez réessayer dans un instant.
        </p>
        <p className="mt-8">
          <a href="/" className="font-semibold text-brand underline">
            Trafalgar Brands
          </a>
        </p>
      </StatusPanel>
    </>
  );
}
