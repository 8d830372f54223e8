import { useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";

const ICONS = {
  previous: "M12.5 4.5 7 10l5.5 5.5",
  next: "M7.5 4.5 13 10l-5.5 5.5",
  pause: "M6.5 4.5v11M13.5 4.5v11",
  play: "M7 4.5v11l8.5-5.5z",
};

function ControlButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: keyof typeof ICONS;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="carousel-button"
    >
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
        <path
          d={ICONS[icon]}
          fill={icon === "play" ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * Previous, pause or play, next, and where the visitor is in the list of brands. The buttons need the
 * page's scripts: until these run they show as unavailable, and without scripts they are not shown (the
 * first slide and its link stand alone).
 */
export function CarouselControls({
  index,
  count,
  playing,
  onPrevious,
  onNext,
  onTogglePlaying,
}: {
  index: number;
  count: number;
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
}) {
  const { t } = useTranslation();
  const disabled = !useHydrated();
  return (
    <div className="flex items-center gap-2 noscript:hidden">
      <ControlButton
        label={t("home.hero.previous")}
        icon="previous"
        onClick={onPrevious}
        disabled={disabled}
      />
      <ControlButton
        label={playing ? t("home.hero.pause") : t("home.hero.play")}
        icon={playing ? "pause" : "play"}
        onClick={onTogglePlaying}
        disabled={disabled}
      />
      <ControlButton label={t("home.hero.next")} icon="next" onClick={onNext} disabled={disabled} />
      <span
        aria-hidden="true"
        className="ml-2 hidden rounded-full bg-black/45 px-3 py-1 text-sm font-semibold text-white tabular-nums sm:inline"
      >
        {index + 1} / {count}
      </span>
    </div>
  );
}
