import { useId, useState } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/features/i18n";
import { LANGUAGES, type Language } from "~/lib/languages";
import { ChoiceGroup } from "~/ui/choice-group";
import { Field, Select } from "~/ui/field";
import { SubmitButton } from "~/ui/submit-button";
import { UnbrokenIdentifiers } from "~/ui/unbroken-identifiers";
import { LINE_SHEET_MAX_ITEMS } from "../constants";
import { ShareForm } from "../shares";
import { ToolsSubpageHeading } from "../tools-subpage-heading";
import { type LineSheetOutcome, MANAGER_MAX_LENGTH } from "./line-sheet-schema";
import { seasonsInDateOrder } from "./season-codes";

/** What the form starts with: the signed-in member as brand manager, or a run of the history again. */
export interface LineSheetDefaults {
  brand: string;
  season: string;
  items: string;
  language: Language;
  manager: string;
  /** The customer whose prices it carries (its ERP number), or empty for none. */
  customer: string;
  /** When the run filled in again was made. */
  refilledFrom?: string;
}

function Outcome({ result }: { result: LineSheetOutcome }) {
  const { t } = useTranslation();
  if (result.outcome !== "made") {
    const message =
      result.outcome === "empty"
        ? t("photos.lineSheet.empty", { items: result.unknown.join(", ") })
        : result.outcome === "tooMany"
          ? t("photos.lineSheet.tooMany", { count: result.count, max: LINE_SHEET_MAX_ITEMS })
          : result.outcome === "notItemNumbers"
            ? t("photos.lineSheet.notItemNumbers", { pieces: result.pieces.join(", ") })
            : t(`photos.lineSheet.${result.outcome}`);
    return (
      <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
        <UnbrokenIdentifiers text={message} />
      </p>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900">
        <p className="font-semibold">
          {t("photos.lineSheet.made", {
            styles: t("photos.lineSheet.styleCount", { count: result.styles }),
            items: t("photos.lineSheet.itemCount", { count: result.items }),
          })}
        </p>
        {result.photoComing.length > 0 ? (
          <p className="mt-2 text-sm">
            <UnbrokenIdentifiers
              text={t("photos.lineSheet.photoComing", {
                count: result.photoComing.length,
                items: result.photoComing.join(", "),
              })}
            />
          </p>
        ) : null}
        {result.unknown.length > 0 ? (
          <p className="mt-2 text-sm">
            <UnbrokenIdentifiers text={t("photos.lineSheet.unknown", { items: result.unknown.join(", ") })} />
          </p>
        ) : null}
        <p className="mt-4">
          <a
            href={result.url}
            download={result.fileName}
            className="inline-flex rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#f2b705]"
          >
            {t("photos.lineSheet.download")}
          </a>
        </p>
      </div>
      <ShareForm lineSheetId={result.id} />
    </div>
  );
}

/**
 * Line sheets for retail buyers (decision 252): a brand's season, or any item numbers, made into a PDF in
 * English or French. A plain form, posted with or without scripts; the answer links the PDF and offers a
 * share link for it.
 */
export function LineSheetPage({
  brands,
  seasons,
  customers,
  defaults,
  result,
}: {
  brands: string[];
  seasons: string[];
  /** The customers the ERP sent, to make a sheet with one's prices; none, and the choice is not offered. */
  customers: { customerNumber: string; name: string }[];
  defaults: LineSheetDefaults;
  result?: LineSheetOutcome;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useState(defaults.language);
  return (
    <div className="mx-auto max-w-4xl">
      <ToolsSubpageHeading
        back={t("photos.lineSheet.back")}
        heading={t("photos.lineSheet.heading")}
        intro={t("photos.lineSheet.intro")}
      />
      {defaults.refilledFrom ? (
        <p role="status" className="mt-4 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
          {t("photos.lineSheet.refilled", { when: defaults.refilledFrom })}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6 rounded-2xl border border-slate-200 bg-white p-5">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-ink">{t("photos.lineSheet.range")}</legend>
          <Select
            id={`${id}-brand`}
            name="brand"
            label={t("photos.lineSheet.brand")}
            look="tool"
            defaultValue={defaults.brand}
          >
            <option value="">{t("photos.lineSheet.chooseBrand")}</option>
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </Select>
          <Select
            id={`${id}-season`}
            name="season"
            label={t("photos.lineSheet.season")}
            look="tool"
            defaultValue={defaults.season}
          >
            <option value="">{t("photos.lineSheet.everySeason")}</option>
            {seasonsInDateOrder(seasons).map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </Select>
          <Field
            id={`${id}-items`}
            label={t("photos.lineSheet.items")}
            hint={t("photos.lineSheet.itemsHint", { max: LINE_SHEET_MAX_ITEMS })}
            look="tool"
            className="sm:col-span-2"
          >
            {(control) => <textarea {...control} name="items" rows={3} defaultValue={defaults.items} />}
          </Field>
        </fieldset>
        <ChoiceGroup
          legend={t("photos.lineSheet.languageLegend")}
          name="language"
          choices={LANGUAGES.map((value) => ({ value, label: t(`photos.lineSheet.language.${value}`) }))}
          value={language}
          onChange={setLanguage}
        />
        <Field
          id={`${id}-manager`}
          label={t("photos.lineSheet.manager")}
          hint={t("photos.lineSheet.managerHint")}
          look="tool"
        >
          {(control) => (
            <input
              {...control}
              name="manager"
              required
              maxLength={MANAGER_MAX_LENGTH}
              autoComplete="name"
              defaultValue={defaults.manager}
            />
          )}
        </Field>
        {customers.length > 0 ? (
          <Select
            id={`${id}-customer`}
            name="customer"
            label={t("photos.lineSheet.customer")}
            hint={t("photos.lineSheet.customerHint")}
            look="tool"
            defaultValue={defaults.customer}
          >
            <option value="">{t("photos.lineSheet.noCustomer")}</option>
            {customers.map(({ customerNumber, name }) => (
              <option key={customerNumber} value={customerNumber}>
                {`${name} (${customerNumber})`}
              </option>
            ))}
          </Select>
        ) : null}
        <SubmitButton busyLabel={t("photos.lineSheet.making")}>{t("photos.lineSheet.submit")}</SubmitButton>
      </Form>
      {result ? <Outcome result={result} /> : null}
    </div>
  );
}
