import { describe, expect, it } from "vitest";
import { shareFormSchema, sharesPageSchema } from "./share-schema";

const download = "abcdefghijklmnopqrstuvwx";

describe("the share links form", () => {
  it("makes a link valid 7 days, with no note, unless staff choose otherwise", () => {
    expect(shareFormSchema.parse({ intent: "create", download })).toEqual({
      intent: "create",
      download,
      days: 7,
      note: "",
    });
    expect(shareFormSchema.parse({ intent: "create", download, days: "90", note: "  Hi  " })).toMatchObject({
      days: 90,
      note: "Hi",
    });
  });

  it("takes 1 to 90 whole days and a note of at most 500 characters", () => {
    for (const days of ["0", "91", "1.5", "x", ""]) {
      expect(shareFormSchema.safeParse({ intent: "create", download, days }).success, days).toBe(false);
    }
    expect(shareFormSchema.safeParse({ intent: "create", download, note: "x".repeat(501) }).success).toBe(
      false,
    );
    expect(shareFormSchema.safeParse({ intent: "create", download: "../x" }).success).toBe(false);
  });

  it("revokes a link by its number", () => {
    expect(shareFormSchema.parse({ intent: "revoke", share: "12" })).toEqual({ intent: "revoke", share: 12 });
    expect(shareFormSchema.safeParse({ intent: "revoke", share: "1e99" }).success).toBe(false);
    expect(shareFormSchema.safeParse({ intent: "delete", share: "12" }).success).toBe(false);
  });
});

describe("the share links list's page number", () => {
  it("is the first page when none is given, and a page as its links write it", () => {
    expect(sharesPageSchema.parse(undefined)).toBe(1);
    expect(sharesPageSchema.parse("2")).toBe(2);
    expect(sharesPageSchema.parse("999999")).toBe(999_999);
  });

  it("is nothing else", () => {
    for (const page of ["", "0", "-1", "01", "1.5", "2e3", " 2", "x", "1000000"]) {
      expect(sharesPageSchema.safeParse(page).success, page).toBe(false);
    }
  });
});
