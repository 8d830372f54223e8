import { useTranslation } from "~/features/i18n";
import { ButtonLink } from "~/ui/button-link";
import { StatusPanel } from "~/ui/status-panel";

/**
 * SPEC §8 'Brand not found': an unknown brand id, answered with a 404; or a brand the company no longer
 * distributes (retired in the studio, with no replacement), answered with a 410 (decision 224).
 */
export function BrandNotFound({ retired = false }: { retired?: boolean }) {
  const { t } = useTranslation();
  const words = retired ? "brands.retired" : "brands.notFound";
  return (
    <StatusPanel code={retired ? 410 : 404} heading={t(`${words}.heading`)} message={t(`${words}.body`)}>
      <p className="mt-10">
        <ButtonLink to="/brands" className="inline-flex px-6 py-3">
          {t(`${words}.back`)}
        </ButtonLink>
      </p>
    </StatusPanel>
  );
}
