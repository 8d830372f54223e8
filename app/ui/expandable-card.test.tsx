// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { responsiveImage } from "~/lib/image-variants";
import { ExpandableCard } from "./expandable-card";

afterEach(cleanup);

function renderCard() {
  render(
    <ExpandableCard image={responsiveImage("brands/boc/collection", "section")} title="Our history">
      <p>Founded in 1972.</p>
    </ExpandableCard>,
  );
  return screen.getByRole("button", { name: "Our history" });
}

describe("ExpandableCard", () => {
  it("opens and closes on click, telling assistive technology", () => {
    const button = renderCard();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.textContent).toContain("Founded in 1972.");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
