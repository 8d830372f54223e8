import type { FieldProblems } from "./field-problems";

/** An editor's texts: by control name, with the texts marked the same in both languages. */
interface EditorTexts<Same> {
  values: Readonly<Record<string, string>>;
  same: readonly Same[];
  token: string;
}

/**
 * What an editor draws after its page's last action: what a refused save sent (`refused`, with its note and
 * problems), else what is stored; and its `key`, new after a refusal or a discard only, so its uncontrolled
 * controls take the values given then, while a save or an upload leaves what is typed where it is.
 */
export function editorState<Same>(
  refused: (EditorTexts<Same> & { note: string; problems?: FieldProblems }) | undefined,
  stored: EditorTexts<Same>,
  discarded: boolean,
) {
  return {
    key: refused ? `${refused.token}-refused` : discarded ? `discarded-${stored.token}` : "editor",
    state: {
      values: refused?.values ?? stored.values,
      same: refused?.same ?? stored.same,
      token: refused?.token ?? stored.token,
      note: refused?.note,
      problems: refused?.problems,
    },
  };
}
