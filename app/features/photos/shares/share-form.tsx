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
 * Under a finished photo export, or a line sheet made: a share link for it. A plain form posted to the share
 * links page, which shows the new link (and lists every link).
 */
export function ShareForm(made: { downloadId: string } | { lineSheetId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const lineSheet = "lineSheetId" in made;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="font-semibold text-ink">
        {t(lineSheet ? "photos.lineSheet.share.heading" : "photos.share.create.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t(lineSheet ? "photos.lineSheet.share.intro" : "photos.share.create.intro")}
      </p>
      <Form method="post" action={PHOTO_SHARES_PAGE} className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
        {"lineSheetId" in made ? (
          <>
            <input type="hidden" name="intent" value="createLineSheet" />
            <input type="hidden" name="lineSheet" value={made.lineSheetId} />
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="download" value={made.downloadId} />
          </>
        )}
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
