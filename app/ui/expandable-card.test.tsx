// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { responsiveImage } from "~/lib/image-variants";
import { ExpandableCard } from "./expandable-card";

// A screen with a mouse (jsdom has no `matchMedia`); the card asks whether one already rests on it.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(hover: hover)", media: query }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  render(
    <ExpandableCard image={responsiveImage("brands/boc/collection", "section")} title="Our history">
      <p>Founded in 1972.</p>
    </ExpandableCard>,
  );
  const summary = screen.getByText("Our history").closest("summary");
  const details = summary?.closest("details");
  if (!summary || !details) throw new Error("the card is not a disclosure");
  return { summary, details };
}

describe("ExpandableCard", () => {
  it("is a native disclosure whose text opens and closes on click", () => {
    const { summary, details } = renderCard();
    expect(details.open).toBe(false);
    expect(details.textContent).toContain("Founded in 1972.");
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    fireEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it("shows its text while a mouse rests on it, and a click then pins it open", () => {
    const { summary, details } = renderCard();
    const card = details.closest("article");
    if (!card) throw new Error("no card");
    fireEvent.pointerEnter(card, { pointerType: "mouse" });
    expect(details.open).toBe(true);
    fireEvent.click(summary);
    fireEvent.pointerLeave(card, { pointerType: "mouse" });
    expect(details.open).toBe(true);
  });
});
