import { type ReactNode, useEffect, useRef, useState } from "react";
import { type ResponsiveImage as Image, ResponsiveImage } from "./responsive-image";

/**
 * An image card whose text opens and closes on click (or Enter/Space) and shows while a mouse rests on it.
 * It is a `<details>`, so it opens and closes before and without the page's scripts; once they run, they
 * keep the state (and add hover). Touch has no hover, so only a mouse pointer counts as hovering.
 */
export function ExpandableCard({
  image,
  title,
  children,
  sizes = "(min-width: 768px) 50vw, 100vw",
  headingLevel = 3,
  priority = false,
  className = "",
}: {
  image: Image;
  title: string;
  children: ReactNode;
  sizes?: string;
  headingLevel?: 2 | 3;
  /** The card's image makes the first screen (see ResponsiveImage). */
  priority?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const shown = open || hovered;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  // A card opened before the scripts started stays open.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);

  return (
    <article
      className={`group overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 ${className}`}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      data-open={shown}
    >
      <details ref={details} open={shown} className="expandable">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's own control (click, Enter, Space). */}
        <summary
          onClick={(event) => {
            // The state decides, so a click on a card shown by hover pins it open rather than closing it.
            event.preventDefault();
            setOpen((value) => !value);
          }}
          // The focus ring is drawn inside: the card clips anything outside its rounded corners.
          className="relative block cursor-pointer list-none focus-visible:-outline-offset-4 [&::-webkit-details-marker]:hidden"
        >
          <ResponsiveImage
            image={image}
            sizes={sizes}
            alt=""
            priority={priority}
            className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
          />
          <span className="pointer-events-none absolute inset-0 block bg-gradient-to-t from-brand-dark/90 via-brand-dark/20 to-transparent" />
          <Heading className="absolute inset-x-0 bottom-0 flex w-full items-end justify-between gap-4 px-6 pt-10 pb-5 text-left text-xl font-bold text-white sm:text-2xl">
            <span>{title}</span>
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-white/15 ring-1 ring-white/50"
            >
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-4 transition-transform group-has-[details[open]]:rotate-180"
              >
                <path
                  d="M5 7.5 10 12.5 15 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </span>
          </Heading>
        </summary>
        <div className="space-y-4 px-6 pt-5 pb-6 text-base leading-relaxed text-muted">{children}</div>
      </details>
    </article>
  );
}
