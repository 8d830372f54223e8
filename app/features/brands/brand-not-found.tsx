import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";

/** SPEC §8 'Brand not found': an unknown brand id, answered with a 404. */
export function BrandNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center px-6 py-24">
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
        {t("brands.notFound.heading")}
      </h1>
      <p className="mt-6 text-lg text-muted">{t("brands.notFound.body")}</p>
      <p className="mt-10">
        <Link
          to="/brands"
          className="inline-flex rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t("brands.notFound.back")}
        </Link>
      </p>
    </section>
  );
}
