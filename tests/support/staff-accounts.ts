import { generate } from "otplib";
import type { ReceivedMail } from "./smtp-sink.ts";
import { cookieOf, postPassword, signIn } from "./staff-client.ts";

export type Role = "owner" | "marketing" | "sales";

/**
 * A staff form posted as a browser without scripts sends it. The answer is read at once: an answer a test leaves
 * unread holds its connection open, and a server stopped after it would wait its whole shutdown deadline.
 */
export async function postForm(
  origin: string,
  path: string,
  cookie: string,
  fields: Record<string, string>,
): Promise<Response> {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  const body = await response.arrayBuffer();
  const { status, statusText, headers } = response;
  return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
}

/** A page as a signed-in browser gets it, without following redirects. */
export async function getPage(origin: string, path: string, cookie: string) {
  const response = await fetch(`${origin}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

/**
 * The mail to `address` after the first `after` of them, waited for up to `seconds` (the outbox retries an
 * unreachable mail server after a few seconds).
 */
export async function mailTo(
  received: ReceivedMail[],
  address: string,
  after = 0,
  seconds = 15,
): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < seconds * 20; attempt++) {
    const mail = received.filter((each) => each.to.includes(address))[after];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address} within ${seconds} s`);
}

/** The one-time link's path in a staff mail (`/tools/password/…`). */
export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s/]+(\/tools\/password\/[\w-]+)/.exec(mail.text());
  if (!match?.[1]) throw new Error(`no one-time link in:\n${mail.text()}`);
  return match[1];
}

export interface Member {
  email: string;
  password: string;
}

/**
 * An owner invites someone, who sets a password with the mailed link: the whole path a new member takes.
 * Returns what they sign in with.
 */
export async function inviteMember(
  origin: string,
  ownerCookie: string,
  received: ReceivedMail[],
  member: { name: string; email: string; role: Role; language?: "en" | "fr" },
): Promise<Member> {
  const invited = await postForm(origin, "/tools/accounts", ownerCookie, { language: "en", ...member });
  if (invited.status !== 200) throw new Error(`invitation refused: HTTP ${invited.status}`);
  const link = linkIn(await mailTo(received, member.email));
  const password = `${member.role} walks the long quiet harbour`;
  const set = await postForm(origin, link, "", { password, repeat: password });
  if (set.status !== 302) throw new Error(`password not set: HTTP ${set.status}`);
  return { email: member.email, password };
}

/** Signs a member in from `client`: the session cookie (halfway through, when a second factor is due). */
export async function signInAs(origin: string, member: Member, client: string): Promise<string> {
  const response = await postPassword(origin, member.password, client, "", member.email);
  if (response.status !== 302) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return cookieOf(response);
}

/** The key the enrolment page shows for typing by hand, spaces taken out. */
export function enrolmentKey(page: string): string {
  const match = /<code[^>]*>([A-Z2-7 ]{16,})<\/code>/.exec(page);
  if (!match?.[1]) throw new Error("no key on the enrolment page");
  return match[1].replaceAll(" ", "");
}

/** The authenticator app's code for `secret` at `epochSeconds`. */
export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch: epochSeconds });
}

/** The recovery codes the enrolment page shows once. */
export function recoveryCodesIn(page: string): string[] {
  return [...page.matchAll(/>([A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5})</g)].map((match) => match[1] ?? "");
}

/**
 * The first owner's sign-in on a deployment (NODE_ENV=production), where a second factor is required: the first
 * time it enrols one and keeps the recovery codes; each later sign-in completes with the next code.
 */
export function ownerOnDeployment(password: string) {
  const recovery: string[] = [];
  return async (origin: string, client: string): Promise<string> => {
    const cookie = await signIn(origin, client, password);
    if (recovery.length === 0) {
      const key = enrolmentKey((await getPage(origin, "/tools/account/second-factor", cookie)).text);
      const enrolled = await postForm(origin, "/tools/account/second-factor", cookie, {
        code: await totpCode(key),
      });
      recovery.push(...recoveryCodesIn(await enrolled.text()));
      if (recovery.length === 0) throw new Error(`enrolment failed: HTTP ${enrolled.status}`);
      return cookie;
    }
    const step = await postForm(origin, "/tools/login/second-factor", cookie, {
      code: recovery.shift() ?? "",
    });
    if (step.status !== 302) throw new Error(`second step failed: HTTP ${step.status}`);
    return cookie;
  };
}

/** An account's page (`/tools/accounts/N`), as the owner's Accounts page links to it by name. */
export async function accountPath(origin: string, ownerCookie: string, name: string): Promise<string> {
  const page = await getPage(origin, "/tools/accounts", ownerCookie);
  const link = page.text.split("<a ").find((tag) => tag.includes(`aria-label="Edit ${name}"`));
  const match = /href="(\/tools\/accounts\/\d+)"/.exec(link ?? "");
  if (!match?.[1]) throw new Error(`no account named ${name}`);
  return match[1];
}
