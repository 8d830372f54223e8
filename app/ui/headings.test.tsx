// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageHero } from "./page-hero";
import { SectionHeading } from "./section-heading";

afterEach(cleanup);

describe("PageHero", () => {
  it("opens the page with its one h1, the line above it and the introduction", () => {
    const { container } = render(
      <PageHero
        eyebrow="What we do"
        heading="Services"
        intro="Fulfilment and more."
        className="mx-auto"
        headingClassName="sm:text-5xl"
        introClassName="mt-6"
      >
        <button type="button">Coming soon</button>
      </PageHero>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Services" });
    expect(heading.className).toBe("mt-4 text-4xl font-bold tracking-tight sm:text-5xl");
    expect(screen.getByText("What we do").className).toBe("eyebrow text-white/80");
    expect(screen.getByText("Fulfilment and more.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Coming soon" })).toBeTruthy();
    expect(container.querySelector("section")?.className).toContain("bg-gradient-to-br");
  });

  it("lays the text over a backdrop in place of the gradient", () => {
    const { container } = render(
      <PageHero
        heading="Distribution"
        intro="One centre."
        backdrop={<img src="/centre.jpg" alt="The centre" />}
        className="mx-auto"
        headingClassName="sm:text-6xl"
        introClassName="mt-6"
      />,
    );
    expect(container.querySelector("section")?.className).toBe(
      "relative isolate overflow-hidden bg-brand-dark text-white",
    );
    expect(screen.getByRole("img", { name: "The centre" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).className).toBe(
      "text-4xl font-bold tracking-tight sm:text-6xl",
    );
  });
});

describe("SectionHeading", () => {
  it("is an h2 that sections name themselves by, with what differs where it stands", () => {
    render(
      <SectionHeading id="b2b-features" className="text-center">
        A sneak peek
      </SectionHeading>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "A sneak peek" });
    expect(heading.id).toBe("b2b-features");
    expect(heading.className).toBe("text-3xl font-bold tracking-tight text-ink sm:text-4xl text-center");
  });
});
