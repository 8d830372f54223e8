// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChoiceGroup } from "./choice-group";
import { ChoiceSelect } from "./choice-select";

afterEach(cleanup);

const MODES = [
  { value: "photos", label: "Photo Download" },
  { value: "sheet", label: "Sheet Creation" },
] as const;

describe("ChoiceGroup", () => {
  it("is a fieldset named by its legend, of radios sharing one name", () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup legend="Download mode" name="mode" choices={MODES} value="photos" onChange={onChange} />,
    );
    const group = screen.getByRole("group", { name: "Download mode" });
    expect(group.tagName).toBe("FIELDSET");
    const radios = screen.getAllByRole<HTMLInputElement>("radio");
    expect(radios.map((radio) => radio.name)).toEqual(["mode", "mode"]);
    expect(screen.getByLabelText<HTMLInputElement>("Photo Download").checked).toBe(true);
    fireEvent.click(screen.getByLabelText("Sheet Creation"));
    expect(onChange).toHaveBeenCalledWith("sheet");
  });
});

describe("ChoiceSelect", () => {
  it("hands back the chosen value", () => {
    const onChange = vi.fn();
    render(<ChoiceSelect id="mode" label="Mode" choices={MODES} value="photos" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "sheet" } });
    expect(onChange).toHaveBeenCalledWith("sheet");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Photo Download",
      "Sheet Creation",
    ]);
  });
});
