// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ButtonLink } from "./button-link";
import { callToActionClass } from "./call-to-action";

afterEach(cleanup);

describe("ButtonLink", () => {
  it("is a link drawn as the call to action, with an arrow screen readers skip", () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/brands" arrow className="px-8 py-3">
          Explore all brands
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Explore all brands" });
    expect(link.getAttribute("href")).toBe("/brands");
    expect(link.className.split(" ")).toEqual(
      expect.arrayContaining(["inline-flex", "items-center", "rounded-full", "bg-brand", "px-8", "py-3"]),
    );
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe("→");
  });
});

describe("callToActionClass", () => {
  it("gives a button the same look, in white on dark bands", () => {
    expect(callToActionClass("px-5 py-2")).toBe(
      "rounded-full bg-brand font-semibold text-white hover:bg-brand-dark px-5 py-2",
    );
    expect(callToActionClass("px-8", "white")).toContain("bg-white");
  });
});
