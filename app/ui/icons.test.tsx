// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Icon } from "./icons";

afterEach(cleanup);

describe("Icon", () => {
  it("is hidden from assistive technology and takes its size and colour from the caller", () => {
    const { container } = render(<Icon name="check" className="size-5 text-brand" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("class")).toBe("size-5 text-brand");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 20 20");
  });

  it("draws a line icon as an outline on its 24-unit grid", () => {
    const { container } = render(<Icon name="mail" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg?.getAttribute("fill")).toBe("none");
    expect(svg?.getAttribute("stroke")).toBe("currentColor");
    expect(svg?.hasAttribute("class")).toBe(false);
  });
});
