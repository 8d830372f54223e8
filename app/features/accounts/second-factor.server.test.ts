import { generate } from "otplib";
import { describe, expect, it, vi } from "vitest";
import { ownDatabase } from "~/lib/own-database.test-support";
import { activeAccount } from "./test-database.test-support";

// The second factor lives in the database.
ownDatabase("second-factor");

const { accountById } = await import("./accounts.server");
const { codeIsRight, confirmEnrolment, enrolmentFor, removeSecondFactor, spendRecoveryCode } = await import(
  "./second-factor.server"
);
const { issueLink, linkState, spendLink } = await import("./one-time-links.server");

/** A fixed moment, well inside a 30-second step, so the step before and after are whole steps away. */
const NOON = Date.UTC(2026, 10, 26, 12, 0, 10);

async function enrolledSecret(accountId: number): Promise<string> {
  const account = await accountById(accountId);
  const enrolment = account && (await enrolmentFor("staff", account));
  if (!enrolment) throw new Error("no enrolment");
  return enrolment.secret;
}

const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

describe("the second factor, on a fixed clock", () => {
  it("keeps the secret being enrolled across visits, sealed in the database", async () => {
    const id = await activeAccount("keeps@example.com");
    const first = await enrolledSecret(id);
    expect(await enrolledSecret(id)).toBe(first);
    expect((await accountById(id))?.totp_secret).not.toContain(first);
  });

  it("takes the current code and the next step's, once each, and nothing older or further", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOON });
    const id = await activeAccount("clock@example.com");
    const secret = await enrolledSecret(id);
    expect(await codeIsRight("staff", id, await codeAt(secret, NOON + 60_000))).toBe(false);
    expect(await codeIsRight("staff", id, "12345")).toBe(false);
    const now = await codeAt(secret, NOON);
    expect(await codeIsRight("staff", id, `${now.slice(0, 3)} ${now.slice(3)}`)).toBe(true);
    expect(await codeIsRight("staff", id, now)).toBe(false);
    expect(await codeIsRight("staff", id, await codeAt(secret, NOON - 30_000))).toBe(false);
    expect(await codeIsRight("staff", id, await codeAt(secret, NOON + 30_000))).toBe(true);
  });

  it("gives ten recovery codes once enrolled, each taken once and by its own account only", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOON });
    const id = await activeAccount("recovery@example.com");
    const other = await activeAccount("other@example.com");
    const secret = await enrolledSecret(id);
    expect(await confirmEnrolment("staff", id, "000000")).toBeUndefined();
    const codes = await confirmEnrolment("staff", id, await codeAt(secret, NOON));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(
      await enrolmentFor("staff", (await accountById(id)) ?? (await Promise.reject(new Error()))),
    ).toBeUndefined();
    const [code = ""] = codes ?? [];
    expect(await spendRecoveryCode("staff", other, code)).toBe(false);
    expect(await spendRecoveryCode("staff", id, code.toLowerCase().replace("-", " "))).toBe(true);
    expect(await spendRecoveryCode("staff", id, code)).toBe(false);

    await removeSecondFactor("staff", id);
    expect((await accountById(id))?.totp_enabled_at).toBeNull();
    expect(await spendRecoveryCode("staff", id, codes?.[1] ?? "")).toBe(false);
  });
});

describe("one-time links", () => {
  it("open once, and only the newest of a purpose", async () => {
    const id = await activeAccount("links@example.com");
    const first = await issueLink("staff", id, "invitation");
    const second = await issueLink("staff", id, "invitation");
    expect((await linkState("staff", first.token)).state).toBe("unknown");
    expect((await linkState("staff", second.token)).state).toBe("open");
    const reset = await issueLink("staff", id, "reset");
    expect((await spendLink("staff", second.token))?.purpose).toBe("invitation");
    expect(await spendLink("staff", second.token)).toBeUndefined();
    expect((await linkState("staff", second.token)).state).toBe("used");
    expect((await linkState("staff", reset.token)).state).toBe("open");
  });

  it("expire: 72 hours for an invitation, one hour for a reset", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOON });
    const id = await activeAccount("expiry@example.com");
    const invitation = await issueLink("staff", id, "invitation");
    const reset = await issueLink("staff", id, "reset");
    vi.setSystemTime(NOON + 61 * 60 * 1000);
    expect((await linkState("staff", reset.token)).state).toBe("expired");
    expect(await spendLink("staff", reset.token)).toBeUndefined();
    expect((await linkState("staff", invitation.token)).state).toBe("open");
    vi.setSystemTime(NOON + 72 * 60 * 60 * 1000 + 1);
    expect((await linkState("staff", invitation.token)).state).toBe("expired");
  });

  it("refuse a token that is no token, without asking the database", async () => {
    expect((await linkState("staff", "short")).state).toBe("unknown");
    expect(await spendLink("staff", "../../etc/passwd")).toBeUndefined();
  });
});
