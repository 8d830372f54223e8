import type { Choice } from "./choice-group";
import { type FieldLook, Select } from "./field";

/**
 * A labelled select of a known list of values: it hands back only one of them, whatever the browser sends.
 * A native select, so it works the same before the page's scripts run.
 */
export function ChoiceSelect<Value extends string>({
  id,
  label,
  look,
  hint,
  className,
  name,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  look?: FieldLook;
  hint?: string;
  className?: string;
  name?: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <Select
      id={id}
      label={label}
      look={look}
      hint={hint}
      className={className}
      name={name}
      value={value}
      onChange={(event) => {
        const chosen = choices.find((choice) => choice.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
