import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** Solves the site's ALTCHA challenge as a browser would, in Node: the `captcha` of one submission. */
export async function solvedCaptcha(origin: string): Promise<string> {
  // One retry: a kept-alive connection the server has just closed is not a failure of the site.
  const fetchChallenge = () => fetch(`${origin}/api/contact/challenge`);
  const response = await fetchChallenge().catch(fetchChallenge);
  if (!response.ok) throw new Error(`Challenge answered ${response.status}`);
  const challenge: Challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("Could not solve the challenge");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export const SAMPLE_MESSAGE = {
  firstName: "Claire",
  lastName: "Tremblay",
  company: "Chaussures Tremblay",
  email: "claire@chaussures-tremblay.example",
  phone: "+1 514 555 0142",
  message: "Hello,\nWe would like to carry your brands in our three stores.",
};

/** Posts a contact request as JSON from a given client address (the server trusts X-Forwarded-For from loopback). */
export function postContact(origin: string, body: unknown, client: string, path = "/api/contact") {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
