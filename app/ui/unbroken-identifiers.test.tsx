// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnbrokenIdentifiers } from "./unbroken-identifiers";

describe("UnbrokenIdentifiers", () => {
  it("keeps each hyphenated item number on one line and the text as typed", () => {
    const { container } = render(
      <p>
        <UnbrokenIdentifiers text="No photos found for item 20706-600, SH-100-RED and 12345." />
      </p>,
    );
    const kept = [...container.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent);
    expect(kept).toEqual(["20706-600", "SH-100-RED"]);
    expect(container.textContent).toBe("No photos found for item 20706-600, SH-100-RED and 12345.");
    expect(container.textContent).not.toContain("\u2011");
  });
});
