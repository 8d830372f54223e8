import type { LinkProps } from "react-router";
import { type CallToActionTone, callToActionClass } from "./call-to-action";
import { Link } from "./link";

/**
 * A link drawn as the call to action. `arrow` ends it with an arrow that points on to where it leads
 * (decorative: the link's text says where).
 */
export function ButtonLink({
  tone,
  arrow = false,
  className,
  children,
  ...link
}: Omit<LinkProps, "className"> & {
  tone?: CallToActionTone;
  arrow?: boolean;
  /** Where it sits and how large it is: margin, padding, shadow. */
  className: string;
}) {
  return (
    <Link
      {...link}
      className={callToActionClass(arrow ? `inline-flex items-center gap-2 ${className}` : className, tone)}
    >
      {children}
      {arrow ? <span aria-hidden="true">→</span> : null}
    </Link>
  );
}
