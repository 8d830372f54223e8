import { Icon, type IconName } from "~/ui/icons";
import { Link } from "~/ui/link";

/** A dashboard card; the whole card is the link's target, its title the link's name. */
export function ToolCard({
  to,
  icon,
  title,
  description,
  open,
}: {
  to: string;
  icon: IconName;
  title: string;
  description: string;
  open: string;
}) {
  return (
    <li className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand hover:shadow-md">
      <Icon name={icon} className="size-11 rounded-lg bg-brand-light p-2.5 text-brand" />
      <h2 className="mt-4 text-xl font-semibold text-ink">
        <Link
          to={to}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-muted">{description}</p>
      <span aria-hidden="true" className="mt-6 font-semibold text-brand">
        {open} →
      </span>
    </li>
  );
}
