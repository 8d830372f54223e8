import { Link } from "~/ui/link";
import { EditorStatus } from "./editor-actions";

/** A link under an editor's heading: a preview (a document of its own, `reloadDocument`) or the history. */
export interface EditorLink {
  to: string;
  label: string;
  reloadDocument?: boolean;
}

/**
 * The top of an editor's page: its title and intro, what is live and the draft beside it (`EditorStatus`), and
 * the links to its previews and history.
 */
export function EditorHeading({
  title,
  intro,
  status,
  links,
}: {
  title: string;
  intro?: string;
  status: Parameters<typeof EditorStatus>[0];
  links: readonly EditorLink[];
}) {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      {intro ? <p className="mt-1 max-w-3xl text-muted">{intro}</p> : null}
      <EditorStatus {...status} />
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            reloadDocument={link.reloadDocument}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {link.label}
          </Link>
        ))}
      </p>
    </div>
  );
}
