import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.server";

describe("new staff passwords", () => {
  it("takes a long passphrase of any characters", async () => {
    expect(await passwordProblem("violet ladder under the bridge", "sam@example.com")).toBeUndefined();
    expect(await passwordProblem("Étés-à-Oakville-en-1972!", "sam@example.com")).toBeUndefined();
  });

  it("refuses fewer than 12 characters, counting letters rather than bytes", async () => {
    expect(await passwordProblem("short pass", "sam@example.com")).toBe("short");
    expect(await passwordProblem("ééééééééééé", "sam@example.com")).toBe("short");
  });

  it("refuses a common password, and one made long with digits or signs", async () => {
    expect(await passwordProblem("qwerty123456", "sam@example.com")).toBe("common");
    expect(await passwordProblem("Password1234!", "sam@example.com")).toBe("common");
    expect(await passwordProblem("2024sunshine2024", "sam@example.com")).toBe("common");
    expect(await passwordProblem("aaaaaaaaaaaaaaaa", "sam@example.com")).toBe("common");
  });

  it("refuses the person's own mailbox name or the company's name in it", async () => {
    expect(await passwordProblem("samantha-rivers-2026", "samantha@example.com")).toBe("personal");
    expect(await passwordProblem("Trafalgar shoes forever", "sam@example.com")).toBe("personal");
  });
});
