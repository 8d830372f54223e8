/** One of the values a choice offers, with the words that name it. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A choice of one among a few, drawn as a segmented control: a real radio group in a fieldset, so its
 * legend names it and the arrow keys move between its choices. The parts are equal, side by side at every
 * width; a long label wraps inside its part.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid grid-flow-col auto-cols-fr rounded-lg bg-slate-100 p-1 sm:inline-grid">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold text-muted sm:px-4 has-checked:bg-white has-checked:text-brand has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-[#f2b705] has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
