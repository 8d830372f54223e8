import { useTranslation } from "~/features/i18n";
import { ButtonLink } from "~/ui/button-link";
import { StatusPanel } from "~/ui/status-panel";

/** SPEC §8 'Brand not found': an unknown brand id, answered with a 404. */
export function BrandNotFound() {
  const { t } = useTranslation();
  return (
    <StatusPanel code={404} heading={t("brands.notFound.heading")} message={t("brands.notFound.body")}>
      <p className="mt-10">
        <ButtonLink to="/brands" className="inline-flex px-6 py-3">
          {t("brands.notFound.back")}
        </ButtonLink>
      </p>
    </StatusPanel>
  );
}
