import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "./icons";
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
  const card = useRef<HTMLElement>(null);
  const shown = open || hovered;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  // A card opened before the scripts started stays open. Read as hydration commits, before the browser can
  // deliver another click: read later, a click in between would toggle the state the page had before it.
  useLayoutEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  // One a mouse already rests on shows, as if the mouse had just arrived (only where the pointer hovers: a
  // tapped card on a phone keeps `:hover` after the tap).
  useEffect(() => {
    if (window.matchMedia("(hover: hover)").matches && card.current?.matches(":hover")) setHovered(true);
  }, []);

  return (
    <article
      ref={card}
      className={`group card ${className}`}
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
          className="card-summary"
        >
          <ResponsiveImage
            image={image}
            sizes={sizes}
            alt={image.alt ?? ""}
            priority={priority}
            className="card-photo"
          />
          <span className="card-shade" />
          <Heading className="card-title">
            <span>{title}</span>
            <span aria-hidden="true" className="card-toggle">
              <Icon name="chevronDown" />
            </span>
          </Heading>
        </summary>
        <div className="card-body">{children}</div>
      </details>
    </article>
  );
}
