import type { Refusal } from "~/lib/refusal";
import { Link } from "~/ui/link";
import { StatusPanel } from "~/ui/status-panel";

/** A 403 in the words the server chose for it, in the reader's language, with the way to somewhere open to them. */
export function RefusalPage({ refusal }: { refusal: Refusal }) {
  return (
    <div lang={refusal.language}>
      <title>{`${refusal.title} | Trafalgar Brands`}</title>
      <StatusPanel code={403} heading={refusal.heading} message={refusal.body}>
        <p className="mt-8">
          <Link to={refusal.back.to} className="font-semibold text-brand underline">
            {refusal.back.label}
          </Link>
        </p>
      </StatusPanel>
    </div>
  );
}
