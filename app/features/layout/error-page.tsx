import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";

/**
 * Shown when rendering a page failed. No details reach the visitor. Without the root's data there are no
 * translations, so the page says it in both languages.
 */
export function ErrorPage({ available }: { available: boolean }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-24 sm:px-6">
      {available ? <TranslatedError /> : <BilingualError />}
    </div>
  );
}

function TranslatedError() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t("pages.error.title")} | Trafalgar Brands`}</title>
      <h1 className="text-3xl font-bold text-brand sm:text-4xl">{t("pages.error.heading")}</h1>
      <p className="mt-4 text-lg text-muted">{t("pages.error.body")}</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand underline">
          {t("pages.error.home")}
        </Link>
      </p>
    </>
  );
}

function BilingualError() {
  return (
    <>
      <title>Something went wrong | Une erreur est survenue</title>
      <h1 className="text-3xl font-bold text-brand">Something went wrong on our side</h1>
      <p className="mt-4 text-lg text-muted">Please try again in a moment.</p>
      <h2 lang="fr" className="mt-10 text-2xl font-bold text-brand">
        Une erreur est survenue de notre côté
      </h2>
      <p lang="fr" className="mt-4 text-lg text-muted">
        Veuillez réessayer dans un instant.
      </p>
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand underline">
          Trafalgar Brands
        </a>
      </p>
    </>
  );
}
