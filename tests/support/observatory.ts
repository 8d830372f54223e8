/**
 * The HTTP Observatory's scoring rules (MDN, two rounds: penalties, then bonuses only if the score is still 90 or
 * more), applied to the headers of one real response. Each finding names the Observatory's test result.
 */
export interface Finding {
  test: string;
  result: string;
  modifier: number;
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

function scoreCsp(header: string | null): Finding {
  if (!header) return { test: "content-security-policy", result: "csp-not-implemented", modifier: -25 };
  const policy = directives(header);
  const scriptSources = policy.get("script-src") ?? policy.get("default-src") ?? [];
  const styleSources = policy.get("style-src") ?? policy.get("default-src") ?? [];
  const all = [...policy.values()].flat();
  const hasNonceOrHash = scriptSources.some((source) => /^'(nonce|sha(256|384|512))-/.test(source));
  // 'unsafe-inline' next to a nonce or hash is ignored by browsers, and the Observatory treats it so.
  const unsafeInlineScript = scriptSources.includes("'unsafe-inline'") && !hasNonceOrHash;
  const insecureScheme = all.some(
    (source) => source.startsWith("http:") || source === "http:" || source === "*",
  );
  if (insecureScheme)
    return { test: "content-security-policy", result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (unsafeInlineScript)
    return { test: "content-security-policy", result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (scriptSources.includes("'unsafe-eval'"))
    return { test: "content-security-policy", result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (styleSources.includes("'unsafe-inline'")) {
    return {
      test: "content-security-policy",
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
    };
  }
  if (policy.get("default-src")?.join(" ") === "'none'") {
    return {
      test: "content-security-policy",
      result: "csp-implemented-with-no-unsafe-default-src-none",
      modifier: 10,
    };
  }
  return { test: "content-security-policy", result: "csp-implemented-with-no-unsafe", modifier: 0 };
}

function scoreCookies(setCookies: string[], hsts: boolean): Finding {
  if (setCookies.length === 0) return { test: "cookies", result: "cookies-not-found", modifier: 0 };
  const cookies = setCookies.map((line) => {
    const attributes = line.split(";").map((part) => part.trim().toLowerCase());
    const sameSite = attributes.find((part) => part.startsWith("samesite="))?.slice(9);
    const session = /sess|auth|tools/i.test(line.split("=")[0] ?? "");
    return {
      secure: attributes.includes("secure"),
      httpOnly: attributes.includes("httponly"),
      sameSite,
      session,
    };
  });
  if (cookies.some((cookie) => cookie.session && !cookie.secure)) {
    return hsts
      ? {
          test: "cookies",
          result: "cookies-session-without-secure-flag-but-protected-by-hsts",
          modifier: -10,
        }
      : { test: "cookies", result: "cookies-session-without-secure-flag", modifier: -40 };
  }
  if (cookies.some((cookie) => cookie.session && !cookie.httpOnly)) {
    return { test: "cookies", result: "cookies-session-without-httponly-flag", modifier: -30 };
  }
  if (
    cookies.some((cookie) => cookie.sameSite && cookie.sameSite !== "strict" && cookie.sameSite !== "lax")
  ) {
    return { test: "cookies", result: "cookies-samesite-flag-invalid", modifier: -20 };
  }
  if (cookies.some((cookie) => !cookie.secure)) {
    return hsts
      ? { test: "cookies", result: "cookies-without-secure-flag-but-protected-by-hsts", modifier: -5 }
      : { test: "cookies", result: "cookies-without-secure-flag", modifier: -20 };
  }
  return cookies.every((cookie) => cookie.sameSite)
    ? { test: "cookies", result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test: "cookies", result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function scoreHsts(header: string | null): Finding {
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? "")?.[1] ?? Number.NaN);
  if (!header) return { test: "strict-transport-security", result: "hsts-not-implemented", modifier: -20 };
  if (Number.isNaN(maxAge))
    return { test: "strict-transport-security", result: "hsts-header-invalid", modifier: -20 };
  return maxAge >= 15_768_000
    ? {
        test: "strict-transport-security",
        result: "hsts-implemented-max-age-at-least-six-months",
        modifier: 0,
      }
    : {
        test: "strict-transport-security",
        result: "hsts-implemented-max-age-less-than-six-months",
        modifier: -10,
      };
}

function scoreReferrer(header: string | null): Finding {
  const policies = (header ?? "")
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  const effective = policies.at(-1);
  if (!effective) return { test: "referrer-policy", result: "referrer-policy-not-implemented", modifier: 0 };
  if (
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(effective)
  ) {
    return { test: "referrer-policy", result: "referrer-policy-private", modifier: 5 };
  }
  if (
    ["origin", "origin-when-cross-origin", "no-referrer-when-downgrade", "unsafe-url"].includes(effective)
  ) {
    return { test: "referrer-policy", result: "referrer-policy-unsafe", modifier: -5 };
  }
  return { test: "referrer-policy", result: "referrer-policy-header-invalid", modifier: -5 };
}

function scoreFraming(xfo: string | null, csp: string | null): Finding {
  const ancestors = csp ? directives(csp).get("frame-ancestors") : undefined;
  if (ancestors?.length)
    return { test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 };
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) {
    return { test: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  }
  return { test: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20 };
}

export function observatoryScore(headers: Headers, html: string): { score: number; findings: Finding[] } {
  const csp = headers.get("content-security-policy");
  const hsts = headers.get("strict-transport-security");
  const nosniff = headers.get("x-content-type-options")?.trim().toLowerCase() === "nosniff";
  const acao = headers.get("access-control-allow-origin");
  const externalScripts = [...html.matchAll(/<script[^>]*\ssrc="(https?:)?\/\/[^"]+"/g)];
  const findings: Finding[] = [
    scoreCsp(csp),
    scoreCookies(headers.getSetCookie(), Boolean(hsts)),
    acao === "*"
      ? {
          test: "cross-origin-resource-sharing",
          result: "cross-origin-resource-sharing-implemented-with-universal-access",
          modifier: -50,
        }
      : {
          test: "cross-origin-resource-sharing",
          result: "cross-origin-resource-sharing-not-implemented",
          modifier: 0,
        },
    scoreReferrer(headers.get("referrer-policy")),
    scoreHsts(hsts),
    externalScripts.length === 0
      ? {
          test: "subresource-integrity",
          result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
          modifier: 0,
        }
      : {
          test: "subresource-integrity",
          result: "sri-not-implemented-but-external-scripts-loaded-securely",
          modifier: -5,
        },
    nosniff
      ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
      : { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 },
    scoreFraming(headers.get("x-frame-options"), csp),
  ];
  const penalties = findings
    .filter((finding) => finding.modifier < 0)
    .reduce((sum, finding) => sum + finding.modifier, 0);
  const bonuses = findings
    .filter((finding) => finding.modifier > 0)
    .reduce((sum, finding) => sum + finding.modifier, 0);
  const afterPenalties = Math.max(0, 100 + penalties);
  return { score: afterPenalties >= 90 ? afterPenalties + bonuses : afterPenalties, findings };
}
