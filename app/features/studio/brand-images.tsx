import { type Translate, useTranslation } from "~/features/i18n";
import { Panel } from "~/ui/panel";
import { ImageSlotForm, type ImageSlotView } from "./image-slot-form";
import type { SlotOutcome } from "./image-slots";

/** A size in pixels as the studio writes it: digits only, not grouped like an amount ("1920 × 1080"). */
const pixels = ({ width, height }: { width: number; height: number }) => ({
  width: String(width),
  height: String(height),
});

/** What an image slot says of its upload, when the action was one (a form sent without scripts). */
function slotMessage(
  outcome: { outcome: string } | SlotOutcome | undefined,
  view: ImageSlotView,
  t: Translate,
): { role: "status" | "alert"; text: string } | undefined {
  if (!outcome || !("slot" in outcome) || outcome.slot !== view.slot) return undefined;
  switch (outcome.outcome) {
    case "uploaded":
      return { role: "status", text: t("studio.images.uploaded") };
    case "uploadStale":
      return { role: "alert", text: t("studio.images.stale") };
    case "uploadRefused":
      return { role: "alert", text: t(`studio.images.refusals.${outcome.refusal}`, pixels(view.least)) };
  }
}

/**
 * A brand's image slots, each a form of its own that uploads one image with its text in both languages. `outcome`
 * is the page's last action: the slot it names says what came of its upload (a form sent without scripts).
 */
export function BrandImages({
  images,
  token,
  outcome,
}: {
  images: readonly ImageSlotView[];
  /** The edit token the uploads carry. */
  token: string;
  outcome: { outcome: string } | SlotOutcome | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Panel id="images" heading={t("studio.images.heading")} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("studio.images.intro")}</p>
      {images.map((view) => (
        <ImageSlotForm key={view.slot} view={view} token={token} message={slotMessage(outcome, view, t)} />
      ))}
    </Panel>
  );
}
