import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/features/i18n";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import { BANNER_SPEED_PX_PER_S } from "./constants";

/**
 * Copies in the document, before the page's width is known: the banner is out of view until the visitor
 * scrolls, and the scripts measure the screen and add as many as it needs as it slides in.
 */
const INITIAL_REPEATS = 1;

const BANNER_LINKS = [
  { to: "/contact", label: "contact" },
  { to: "/brands", label: "brands" },
] as const;

/**
 * The black marquee above the header: links to Contact and Brands, repeated to fill the width, moving at
 * about 40 px per second. A button pauses it; under reduced motion it stands still.
 */
export function ScrollBanner({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const [repeats, setRepeats] = useState(INITIAL_REPEATS);
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLUListElement>(null);

  // Nothing is measured before the banner first shows (it is out of view until the visitor scrolls back up),
  // so hydration never pays for it; then again whenever the group's width changes: web font loaded, window
  // resized, more copies.
  const [shown, setShown] = useState(visible);
  if (visible && !shown) setShown(true);
  useEffect(() => {
    if (!shown) return;
    const update = () => {
      const width = group.current?.getBoundingClientRect().width ?? 0;
      const itemWidth = group.current?.firstElementChild?.getBoundingClientRect().width ?? 0;
      if (itemWidth > 0) setRepeats(Math.max(1, Math.ceil(window.innerWidth / itemWidth)));
      if (width > 0)
        track.current?.style.setProperty("--marquee-duration", `${width / BANNER_SPEED_PX_PER_S}s`);
    };
    const observer = new ResizeObserver(update);
    if (group.current) observer.observe(group.current);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, [shown]);

  // Two identical groups side by side: sliding by one group's width loops seamlessly.
  const groups = [0, 1].map((copy) => (
    <ul
      key={copy}
      ref={copy === 0 ? group : undefined}
      aria-hidden={copy === 1 || undefined}
      className="flex shrink-0"
    >
      {Array.from({ length: repeats }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical and never reorder.
        <li key={index} className="flex shrink-0 items-center gap-8 px-4">
          {BANNER_LINKS.map((link) => (
            <Fragment key={link.to}>
              <Link
                to={link.to}
                tabIndex={copy === 1 || index > 0 ? -1 : undefined}
                className="whitespace-nowrap hover:underline"
              >
                {t(`layout.banner.${link.label}`)}
              </Link>
              <span aria-hidden="true">•</span>
            </Fragment>
          ))}
        </li>
      ))}
    </ul>
  ));

  return (
    <aside
      aria-label={t("layout.banner.label")}
      inert={!visible}
      className={`fixed inset-x-0 top-0 z-40 flex h-10 items-center overflow-hidden bg-black text-sm text-white transition-transform duration-300 ${visible ? "translate-y-0" : "-translate-y-full"}`}
    >
      <div ref={track} className="marquee-track flex w-max" data-paused={paused}>
        {groups}
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        className="absolute inset-y-0 right-0 grid w-10 place-items-center bg-black text-white hover:bg-zinc-800"
        aria-label={paused ? t("layout.banner.play") : t("layout.banner.pause")}
        aria-pressed={paused}
      >
        <Icon name={paused ? "play" : "pause"} className="size-4" />
      </button>
    </aside>
  );
}
