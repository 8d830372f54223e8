// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Panel } from "./panel";

afterEach(cleanup);

describe("Panel", () => {
  it("is a region named by its own heading, holding what it is given", () => {
    render(
      <Panel id="sessions" heading="Signed-in devices" className="shadow-sm">
        <p>Two devices</p>
      </Panel>,
    );
    const region = screen.getByRole("region", { name: "Signed-in devices" });
    expect(region.className).toBe("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm");
    expect(screen.getByRole("heading", { level: 2, name: "Signed-in devices" }).id).toBe("sessions");
    expect(region.textContent).toContain("Two devices");
  });
});
