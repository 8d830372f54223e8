import { data, type RouterContextProvider } from "react-router";
import { serverT } from "~/features/i18n/index.server";
import { languageContext } from "~/lib/language-context";
import { publicationNote } from "./edit-answer.server";
import type { LineupChange } from "./lineup-change";
import { changeLineup, lineupView } from "./lineup-editing.server";

const CHANGES = ["moveUp", "moveDown", "show", "hide", "retire", "restore"] as const;
type Change = (typeof CHANGES)[number];
const isChange = (value: unknown): value is Change => CHANGES.some((change) => change === value);

/** One change to the line-up, a publication of its own: its note says what changed unless the member wrote one. */
export async function editLineup(context: Readonly<RouterContextProvider>, form: URLSearchParams) {
  const t = serverT(context);
  const intent = form.get("intent");
  const brand = form.get("brand") ?? "";
  const { listed, retired } = await lineupView(context.get(languageContext));
  const name = [...listed, ...retired].find((each) => each.id === brand)?.name;
  if (!isChange(intent) || name === undefined) {
    return data({ outcome: "unchanged" as const, name: brand }, { status: 404 });
  }
  const replacement = form.get("replacement") || undefined;
  const change: LineupChange =
    intent === "retire" ? { change: intent, brand, replacement } : { change: intent, brand };
  const written = publicationNote(form);
  const note = written || t(`studio.lineup.notes.${intent}`, { name });
  const outcome = await changeLineup(context, change, note);
  return data({ ...outcome, name }, { status: outcome.outcome === "changed" ? 200 : 409 });
}
