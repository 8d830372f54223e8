import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import {
  PHOTO_SHARES_PAGE,
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_DAYS,
  SHARE_MIN_DAYS,
  SHARE_NOTE_MAX_LENGTH,
} from "../constants";

/**
 * Under a finished photo export: a share link for its items and preset. A plain form posted to the share
 * links page, which shows the new link (and lists every link).
 */
export function ShareForm({ downloadId }: { downloadId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="font-semibold text-ink">
        {t("photos.share.create.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("photos.share.create.intro")}</p>
      <Form method="post" action={PHOTO_SHARES_PAGE} className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="download" value={downloadId} />
        <Field id={`${id}-days`} label={t("photos.share.create.days")} look="tool">
          {(control) => (
            <input
              {...control}
              name="days"
              type="number"
              min={SHARE_MIN_DAYS}
              max={SHARE_MAX_DAYS}
              defaultValue={SHARE_DEFAULT_DAYS}
              required
            />
          )}
        </Field>
        <Field id={`${id}-note`} label={t("photos.share.create.note")} look="tool">
          {(control) => <textarea {...control} name="note" rows={2} maxLength={SHARE_NOTE_MAX_LENGTH} />}
        </Field>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#f2b705]"
          >
            {t("photos.share.create.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
