import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import {
  accountPath,
  enrolmentKey,
  getPage,
  inviteMember,
  linkIn,
  type Member,
  mailTo,
  postForm,
  type Role,
  signInAs,
  totpCode,
} from "../support/staff-accounts";
import { dashboardStatus, postPassword, signIn } from "../support/staff-client";

// Every sign-in comes from an address of its own unless a test shares one on purpose: the limits count per address.
let clients = 0;
const nextClient = () => `198.51.100.${++clients}`;

const SECOND_STEP = "/tools/login/second-factor";

describe("limits on staff sign-in that no client can renew, and links that end with the account's changes", () => {
  let sink: ReturnType<typeof smtpSink>;
  let site: SiteServer;
  let owner: string;
  let invited = 0;

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    site = await startSiteServer({ SMTP_URL: sink.url });
    owner = await signIn(site.origin, nextClient());
  });

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
  });

  /** A new member of its own, so no test's count reaches another's. */
  async function newMember(name: string, role: Role = "marketing"): Promise<Member & { name: string }> {
    const email = `member-${++invited}@trafalgar.test`;
    const member = await inviteMember(site.origin, owner, sink.received, { name, email, role });
    return { ...member, name };
  }

  /** A reset link mailed to the member, asked for from an address of its own. */
  async function resetLink(member: Member): Promise<string> {
    const before = sink.received.filter((mail) => mail.to.includes(member.email)).length;
    const asked = await fetch(`${site.origin}/tools/password-reset`, {
      method: "POST",
      body: new URLSearchParams({ email: member.email }),
      headers: { "X-Forwarded-For": nextClient() },
    });
    expect(asked.status).toBe(200);
    return linkIn(await mailTo(sink.received, member.email, before));
  }

  /** The link answers as an expired or used link does: 410 to the page and to a new password alike. */
  async function expectGone(link: string) {
    const page = await getPage(site.origin, link, "");
    expect(page.status).toBe(410);
    expect(page.text).toContain("This link no longer works");
    const password = "a password for a link that has ended";
    expect((await postForm(site.origin, link, "", { password, repeat: password })).status).toBe(410);
  }

  async function ownerActs(name: string, fields: Record<string, string>) {
    const answer = await postForm(site.origin, await accountPath(site.origin, owner, name), owner, fields);
    expect(answer.status).toBe(200);
  }

  it("locks an account's second step after wrong codes typed across sign-ins, and refuses even the right code while locked", async () => {
    const member = await newMember("Gus Guessed", "sales");
    const cookie = await signInAs(site.origin, member, nextClient());
    const secret = enrolmentKey((await getPage(site.origin, "/tools/account/second-factor", cookie)).text);
    await postForm(site.origin, "/tools/account/second-factor", cookie, { code: await totpCode(secret) });

    // A code the app shows at no moment near now.
    const now = Math.floor(Date.now() / 1000);
    const near = await Promise.all([-30, 0, 30, 60].map((shift) => totpCode(secret, now + shift)));
    const wrong = ["000000", "111111", "222222"].find((code) => !near.includes(code)) ?? "333333";

    // 20 wrong codes, five in each of four sign-ins with the right password: a new sign-in gives no new tries.
    const answers: number[] = [];
    for (let round = 0; round < 4; round++) {
      const halfway = await signInAs(site.origin, member, nextClient());
      for (let code = 0; code < 5; code++) {
        answers.push((await postForm(site.origin, SECOND_STEP, halfway, { code: wrong })).status);
      }
    }
    expect(answers).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);

    const halfway = await signInAs(site.origin, member, nextClient());
    const locked =
      "Too many wrong codes for this account: two-step verification is locked. Try again in 15 minutes";
    expect((await getPage(site.origin, SECOND_STEP, halfway)).text).toContain(locked);
    const right = await postForm(site.origin, SECOND_STEP, halfway, {
      code: await totpCode(secret, Math.floor(Date.now() / 1000) + 30),
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await right.text()).toContain(locked);
    expect(await dashboardStatus(site.origin, halfway)).toBe(302);
    const inFrench = await postForm(site.origin, SECOND_STEP, `${halfway}; i18next=fr`, { code: wrong });
    expect(await inFrench.text()).toContain(
      "Trop de codes erronés pour ce compte\u00a0: la vérification en deux étapes est verrouillée. Réessayez dans 15\u00a0minutes",
    );

    // An owner's reset of the second factor lets the person in again; they enrol anew, and their codes are taken.
    await ownerActs(member.name, { intent: "resetSecondFactor" });
    const again = await signInAs(site.origin, member, nextClient());
    expect(await dashboardStatus(site.origin, again)).toBe(200);
    const newSecret = enrolmentKey((await getPage(site.origin, "/tools/account/second-factor", again)).text);
    await postForm(site.origin, "/tools/account/second-factor", again, { code: await totpCode(newSecret) });
    const next = await signInAs(site.origin, member, nextClient());
    const step = await postForm(site.origin, SECOND_STEP, next, {
      code: await totpCode(newSecret, Math.floor(Date.now() / 1000) + 30),
    });
    expect(step.headers.get("Location")).toBe("/tools");
  });

  it("keeps counting wrong passwords at one account from an address while another account signs in there", async () => {
    const target = await newMember("Tess Target");
    const colleague = await newMember("Cal Colleague");
    const office = nextClient();
    const answers: number[] = [];
    for (let guess = 1; guess <= 6; guess++) {
      if (guess <= 5) await signInAs(site.origin, colleague, office);
      answers.push((await postPassword(site.origin, `guess ${guess}`, office, "", target.email)).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // The right password is refused there too until the guesses age out.
    expect((await postPassword(site.origin, target.password, office, "", target.email)).status).toBe(429);
  });

  it("counts wrong passwords from an address the account signed in from before, whoever else signs in there", async () => {
    const target = await newMember("Kit Known");
    const colleague = await newMember("Ria Roommate");
    const office = nextClient();
    await signInAs(site.origin, target, office);
    const answers: number[] = [];
    for (let guess = 1; guess <= 12; guess++) {
      // Another account's successes between the guesses free none of them.
      if (guess <= 5) await signInAs(site.origin, colleague, office);
      answers.push((await postPassword(site.origin, `guess ${guess}`, office, "", target.email)).status);
    }
    expect(answers).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it("counts an account's wrong passwords from every address it knows, up to the higher limit", async () => {
    const target = await newMember("Abe Abroad");
    // Five places, so no one address reaches its own limit of five failures before the account's twenty.
    const places = [nextClient(), nextClient(), nextClient(), nextClient(), nextClient()];
    for (const place of places) await signInAs(site.origin, target, place);
    const answers: number[] = [];
    for (let guess = 0; guess < 21; guess++) {
      const place = places[guess % places.length] ?? "";
      answers.push((await postPassword(site.origin, `guess ${guess}`, place, "", target.email)).status);
    }
    expect(answers).toEqual([...Array(20).fill(401), 429]);
    // From an address it never used, the account's lower limit was passed long ago.
    expect((await postPassword(site.origin, target.password, nextClient(), "", target.email)).status).toBe(
      429,
    );
  });

  it("counts wrong current passwords on the account page with the account's sign-in failures", async () => {
    const member = await newMember("Sam Session");
    const cookie = await signInAs(site.origin, member, nextClient());
    const password = "a passphrase chosen by whoever holds the session";
    const change = (current: string) =>
      postForm(site.origin, "/tools/account", cookie, {
        intent: "change-password",
        current,
        password,
        repeat: password,
      });
    const answers: number[] = [];
    for (let guess = 1; guess <= 10; guess++) answers.push((await change(`guess ${guess}`)).status);
    expect(answers).toEqual(Array(10).fill(400));
    const refused = await change(member.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await refused.text()).toContain(
      "Too many wrong passwords for this account. Try again in 15 minutes.",
    );
    // The same count guards the sign-in from a new address; the password was not changed.
    expect((await postPassword(site.origin, member.password, nextClient(), "", member.email)).status).toBe(
      429,
    );
  });

  it("ends a reset link when the person changes their password", async () => {
    const member = await newMember("Pia Password");
    const link = await resetLink(member);
    const cookie = await signInAs(site.origin, member, nextClient());
    const password = "a newer passphrase from the account page";
    const changed = await postForm(site.origin, "/tools/account", cookie, {
      intent: "change-password",
      current: member.password,
      password,
      repeat: password,
    });
    expect(changed.status).toBe(200);
    await expectGone(link);
  });

  it("ends a reset link when an owner changes the account's role, not its name or language", async () => {
    const member = await newMember("Rob Role");
    const link = await resetLink(member);
    await ownerActs(member.name, { intent: "save", name: member.name, role: "marketing", language: "fr" });
    expect((await getPage(site.origin, link, "")).status).toBe(200);
    await ownerActs(member.name, { intent: "save", name: member.name, role: "sales", language: "fr" });
    await expectGone(link);
  });

  it("ends a reset link when the account is deactivated, and reactivating it does not bring the link back", async () => {
    const member = await newMember("Dee Deactivated");
    const link = await resetLink(member);
    await ownerActs(member.name, { intent: "deactivate" });
    await expectGone(link);
    await ownerActs(member.name, { intent: "reactivate" });
    await expectGone(link);
  });

  it("ends an invitation link when the invitee's role or state changes; a new invitation works", async () => {
    const email = `invitee-${++invited}@trafalgar.test`;
    const name = "Ivy Invited";
    const invitation = await postForm(site.origin, "/tools/accounts", owner, {
      name,
      email,
      role: "marketing",
      language: "en",
    });
    expect(invitation.status).toBe(200);
    const first = linkIn(await mailTo(sink.received, email));
    await ownerActs(name, { intent: "save", name, role: "sales", language: "en" });
    await expectGone(first);

    await ownerActs(name, { intent: "inviteAgain" });
    const second = linkIn(await mailTo(sink.received, email, 1));
    expect((await getPage(site.origin, second, "")).status).toBe(200);
    await ownerActs(name, { intent: "deactivate" });
    await expectGone(second);
    await ownerActs(name, { intent: "reactivate" });
    await expectGone(second);
  });
});
