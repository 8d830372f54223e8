import { useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { Icon, type IconName } from "~/ui/icons";

function ControlButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: IconName;
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
      <Icon name={icon} className="size-5" />
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
        icon="chevronLeft"
        onClick={onPrevious}
        disabled={disabled}
      />
      <ControlButton
        label={playing ? t("home.hero.pause") : t("home.hero.play")}
        icon={playing ? "pauseRounded" : "playRounded"}
        onClick={onTogglePlaying}
        disabled={disabled}
      />
      <ControlButton label={t("home.hero.next")} icon="chevronRight" onClick={onNext} disabled={disabled} />
      <span
        aria-hidden="true"
        className="ml-2 hidden rounded-full bg-black/45 px-3 py-1 text-sm font-semibold text-white tabular-nums sm:inline"
      >
        {index + 1} / {count}
      </span>
    </div>
  );
}
