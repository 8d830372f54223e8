import { useId } from "react";
import { MESSAGE_STATUSES, type MessageFilter, RECIPIENTS } from "~/features/contact";
import { useTranslation } from "~/features/i18n";
import { MESSAGES_PATH } from "~/features/tools";
import { callToActionClass } from "~/ui/call-to-action";
import { Field, Select } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { FILTER_CONTROL } from "./detail-row";
import { MESSAGES_EXPORT_PATH, messageFilterString } from "./filter";

/** A plain GET form: the filter lives in the URL, so it can be bookmarked, shared and used without JavaScript. */
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
    <Form
      key={key}
      method="get"
      action={MESSAGES_PATH}
      aria-label={t("tools.messages.filters.label")}
      className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_2fr_auto] lg:items-start"
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
      <Field
        id={`${id}-search`}
        label={t("tools.messages.filters.search")}
        look="tool"
        hint={t("tools.messages.filters.searchHint")}
      >
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={filter.search ?? ""}
            maxLength={200}
            className={FILTER_CONTROL}
          />
        )}
      </Field>
      {/* Level with the fields, below their labels: the search's hint under it must not lift it. */}
      <div className="flex flex-wrap items-center gap-3 lg:mt-6">
        <button type="submit" className={callToActionClass("px-5 py-2")}>
          {t("tools.messages.filters.apply")}
        </button>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm sm:col-span-2 lg:col-span-4">
        <Link to={MESSAGES_PATH} className="font-semibold text-brand underline">
          {t("tools.messages.filters.clear")}
        </Link>
        <a href={`${MESSAGES_EXPORT_PATH}${key}`} download className="font-semibold text-brand underline">
          {t("tools.messages.filters.export")}
        </a>
      </div>
    </Form>
  );
}
