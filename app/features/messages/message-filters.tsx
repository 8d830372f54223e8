import { useId } from "react";
import { MESSAGE_STATUSES, type MessageFilter, RECIPIENTS } from "~/features/contact";
import { useTranslation } from "~/features/i18n";
import { MESSAGES_PATH } from "~/features/tools";
import { Select } from "~/ui/field";
import { FILTER_CONTROL, FilterForm, FilterSearch } from "~/ui/filter-form";
import { Link } from "~/ui/link";
import { MESSAGES_EXPORT_PATH, messageFilterString } from "./filter";

/** Which messages the list shows, by status, form or brand and text; and the export of that list. */
export function MessageFilters({
  filter,
  brands,
}: {
  filter: MessageFilter;
  /** Every brand a message may have come from, retired ones too. */
  brands: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  // Keyed by the filter so Back and Clear show the fields of the list they belong to.
  const key = messageFilterString(filter);
  return (
    <FilterForm
      key={key}
      action={MESSAGES_PATH}
      label={t("tools.messages.filters.label")}
      columns="lg:grid-cols-[1fr_1.4fr_2fr_auto]"
      apply={t("tools.messages.filters.apply")}
      links={
        <>
          <Link to={MESSAGES_PATH} className="font-semibold text-brand underline">
            {t("tools.messages.filters.clear")}
          </Link>
          <a href={`${MESSAGES_EXPORT_PATH}${key}`} download className="font-semibold text-brand underline">
            {t("tools.messages.filters.export")}
          </a>
        </>
      }
    >
      <Select
        id={`${id}-status`}
        label={t("tools.messages.filters.status")}
        look="tool"
        name="status"
        defaultValue={filter.status ?? ""}
        controlClassName={FILTER_CONTROL}
      >
        <option value="">{t("tools.messages.filters.anyStatus")}</option>
        {MESSAGE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`tools.messages.status.${status}`)}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-form`}
        label={t("tools.messages.filters.form")}
        look="tool"
        name="form"
        defaultValue={filter.form ?? ""}
        controlClassName={FILTER_CONTROL}
      >
        <option value="">{t("tools.messages.filters.anyForm")}</option>
        <optgroup label={t("tools.messages.filters.departments")}>
          {RECIPIENTS.map((department) => (
            <option key={department} value={department}>
              {t(`contact.recipients.${department}`)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("tools.messages.filters.brands")}>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </optgroup>
      </Select>
      <FilterSearch
        id={`${id}-search`}
        label={t("tools.messages.filters.search")}
        hint={t("tools.messages.filters.searchHint")}
        defaultValue={filter.search}
      />
    </FilterForm>
  );
}
