import { BRAND_TEXT_LIMITS, type BrandImageSlot } from "@content/brands/fields";
import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { Field } from "~/ui/field";
import { SubmitButton } from "~/ui/submit-button";
import { UPLOAD_MAX_BYTES } from "./constants";

/** What an image slot shows in the editor: its current image and descriptions, and its smallest size. */
export interface ImageSlotView {
  slot: BrandImageSlot;
  preview: string;
  alt: { en: string; fr: string };
  /** The image there is one uploaded before (not our artwork), so its descriptions may change alone. */
  uploaded: boolean;
  least: { width: number; height: number };
}

/**
 * One image slot of a brand page: its current image, and a form for a new one (JPEG, PNG or WebP) with what it
 * shows in English and French. A plain multipart form; with scripts it is sent in the background with a
 * progress bar, so the texts being edited above stay as they are, and the page's data is reloaded after.
 */
export function ImageSlotForm({
  view,
  token,
  message,
}: {
  view: ImageSlotView;
  token: string;
  message?: { role: "status" | "alert"; text: string };
}) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const [progress, setProgress] = useState<number | undefined>();
  const [answer, setAnswer] = useState(message);
  const shown = answer ?? message;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const request = new XMLHttpRequest();
    request.open("POST", window.location.pathname);
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    request.onloadend = () => {
      setProgress(undefined);
      const page = new DOMParser().parseFromString(request.responseText, "text/html");
      // The slot's answer as the server worded it, in the page the upload sent back.
      const said = page.querySelector(`[data-slot-message="${view.slot}"]`);
      const ok = request.status === 200;
      setAnswer({
        role: ok ? "status" : "alert",
        text: said?.textContent || t(ok ? "studio.images.uploaded" : "studio.images.failed"),
      });
      if (ok) {
        form.reset();
        void revalidate();
      }
    };
    setAnswer(undefined);
    setProgress(0);
    request.send(new FormData(form));
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={hydrated ? send : undefined}
      className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[12rem_1fr]"
      aria-labelledby={`${id}-heading`}
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="slot" value={view.slot} />
      <div>
        <h3 id={`${id}-heading`} className="font-semibold text-ink">
          {t(`studio.images.slots.${view.slot}`)}
        </h3>
        <img
          src={view.preview}
          alt=""
          width={192}
          height={108}
          className="mt-2 w-48 rounded-md object-cover"
        />
      </div>
      <div className="flex flex-col gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-ink">
            {view.uploaded ? t("studio.images.replace") : t("studio.images.choose")}
          </label>
          <input
            id={`${id}-file`}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required={!view.uploaded}
            aria-describedby={`${id}-hint`}
            className="mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {t("studio.images.hint", {
              // Digits only: a size in pixels is not an amount to group ("1920 × 1080").
              width: String(view.least.width),
              height: String(view.least.height),
              megabytes: UPLOAD_MAX_BYTES / 1024 / 1024,
            })}
          </p>
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          {(["en", "fr"] as const).map((language) => (
            <Field
              key={language}
              id={`${id}-alt-${language}`}
              label={t(`studio.images.alt.${language}`)}
              look="tool"
            >
              {(control) => (
                <input
                  {...control}
                  name={`${language}.alt`}
                  lang={language}
                  type="text"
                  required
                  maxLength={BRAND_TEXT_LIMITS.imageAlt}
                  defaultValue={view.alt[language]}
                />
              )}
            </Field>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton tone="secondary" busyLabel={t("studio.images.uploading")}>
            {view.uploaded ? t("studio.images.save") : t("studio.images.upload")}
          </SubmitButton>
          {progress === undefined ? null : (
            <progress
              max={1}
              value={progress}
              aria-label={t("studio.images.progress")}
              className="h-2 w-48 accent-brand"
            />
          )}
        </div>
        {shown ? (
          <p
            role={shown.role}
            data-slot-message={view.slot}
            className={`text-sm font-semibold ${shown.role === "status" ? "text-green-900" : "text-red-800"}`}
          >
            {shown.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
