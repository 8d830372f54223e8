import { describe, expect, it } from "vitest";
import { planSetUp, SYSTEM_COMPONENTS } from "./system-components.ts";

const CHROMIUM = { name: "Chromium, for the browser tests", packages: ["chromium"] };
const FONTS = { name: "Liberation fonts", packages: ["fonts-liberation"] };
const POSTGRES = { name: "PostgreSQL", packages: ["postgresql"] };

describe("the set-up step before the tests", () => {
  it("does nothing when every component is present, root or not", () => {
    expect(planSetUp([], { debian: true, root: true })).toEqual({ kind: "ready" });
    expect(planSetUp([], { debian: false, root: false })).toEqual({ kind: "ready" });
  });

  it("installs exactly the missing packages on Debian as root", () => {
    expect(planSetUp([CHROMIUM, FONTS], { debian: true, root: true })).toEqual({
      kind: "install",
      packages: ["chromium", "fonts-liberation"],
    });
    expect(planSetUp([POSTGRES, POSTGRES], { debian: true, root: true })).toEqual({
      kind: "install",
      packages: ["postgresql"],
    });
  });

  it("stops without root, naming each missing component, its packages and the command", () => {
    const plan = planSetUp([CHROMIUM, POSTGRES], { debian: true, root: false });
    expect(plan).toEqual({
      kind: "stop",
      message: [
        "The tests need system components this machine lacks:",
        "  - Chromium, for the browser tests: chromium",
        "  - PostgreSQL: postgresql",
        "Install them, then run the tests again:",
        "  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium postgresql",
      ].join("\n"),
    });
  });

  it("stops off Debian, even as root, giving Debian's names as a guide", () => {
    const plan = planSetUp([FONTS], { debian: false, root: true });
    expect(plan.kind).toBe("stop");
    if (plan.kind !== "stop") return;
    expect(plan.message).toContain("  - Liberation fonts: fonts-liberation");
    expect(plan.message).toContain("your system's package manager");
    expect(plan.message).toContain(
      "apt-get update && apt-get install -y --no-install-recommends fonts-liberation",
    );
    expect(plan.message).not.toContain("sudo");
  });

  it("covers what the suite drives: a browser and its fonts, a Java runtime, the production stack", () => {
    expect(SYSTEM_COMPONENTS.flatMap((component) => component.packages)).toEqual([
      "chromium",
      "fonts-liberation",
      "default-jre-headless",
      "postgresql",
      "nginx",
      "openssl",
    ]);
  });
});
