import { useTranslation } from "~/features/i18n";
import { Field, Select } from "~/ui/field";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { PUBLICATION_NOTE_MAX_LENGTH } from "./constants";

/** Retiring a brand: which one, where its visitors go from now on, and a note for the history. */
export function RetireForm({ listed }: { listed: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <Panel id="retire-brand" heading={t("studio.lineup.retireHeading")}>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("studio.lineup.retireIntro")}</p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="retire" />
        <Select
          id="retire-brand-choice"
          name="brand"
          look="tool"
          label={t("studio.lineup.retireBrand")}
          required
        >
          {listed.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </Select>
        <Select id="retire-replacement" name="replacement" look="tool" label={t("studio.lineup.replacement")}>
          <option value="">{t("studio.lineup.noReplacement")}</option>
          {listed.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </Select>
        <Field id="retire-note" look="tool" label={t("studio.lineup.note")} className="sm:col-span-2">
          {(control) => (
            <input {...control} name="note" type="text" maxLength={PUBLICATION_NOTE_MAX_LENGTH} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <SubmitButton tone="danger" busyLabel={t("studio.lineup.retiring")}>
            {t("studio.lineup.retire")}
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
