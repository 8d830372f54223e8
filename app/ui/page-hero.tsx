import type { ReactNode } from "react";

/**
 * The opening band of a public page: a small line over its one h1, the heading and an introduction, in white
 * on the brand gradient, or over a picture (`backdrop`, with the shade that keeps the text legible). The
 * band's width and padding and the heading's and introduction's measure differ from page to page, so they
 * come in as classes.
 */
export function PageHero({
  eyebrow,
  heading,
  intro,
  backdrop,
  className,
  headingClassName,
  introClassName,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro: string;
  backdrop?: ReactNode;
  /** The band's width, padding and alignment. */
  className: string;
  /** The heading's size from small screens up, and its measure. */
  headingClassName: string;
  /** The introduction's margin and measure. */
  introClassName: string;
  /** What follows the introduction: the company's details, a button. */
  children?: ReactNode;
}) {
  return (
    <section
      className={
        backdrop
          ? "relative isolate overflow-hidden bg-brand-dark text-white"
          : "bg-gradient-to-br from-brand-dark via-brand to-[#3b5bb5] text-white"
      }
    >
      {backdrop}
      <div className={className}>
        {eyebrow ? <p className="eyebrow text-white/80">{eyebrow}</p> : null}
        <h1 className={`${eyebrow ? "mt-4 " : ""}text-4xl font-bold tracking-tight ${headingClassName}`}>
          {heading}
        </h1>
        <p className={`text-lg text-white/90 ${introClassName}`}>{intro}</p>
        {children}
      </div>
    </section>
  );
}
