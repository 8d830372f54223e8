// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatusPanel } from "./status-panel";

afterEach(cleanup);

describe("StatusPanel", () => {
  it("shows the status, the page's heading, the message and where to go next", () => {
    render(
      <StatusPanel code={404} heading="We can’t find that page" message="It may have moved.">
        <a href="/">Home</a>
      </StatusPanel>,
    );
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "We can’t find that page" })).toBeTruthy();
    expect(screen.getByText("It may have moved.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it("puts the heading first when there is no status to show", () => {
    const { container } = render(<StatusPanel heading="Something went wrong" message="Try again." />);
    expect(container.querySelector("section")?.firstElementChild?.tagName).toBe("H1");
  });
});
