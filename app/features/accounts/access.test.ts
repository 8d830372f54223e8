import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { ERP_FEEDS_PATH } from "~/features/erp/index.server";
import routes from "~/routes";
import { mayOpen, SIGNED_OUT_ROUTES, STAFF_ACCESS, toolsOfEachRole } from "./access";
import { ROLES } from "./roles";

/** Every path `routes.ts` serves, as React Router matches it (layouts add no path of their own here). */
function paths(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const own = entry.path === undefined && !entry.index ? [] : [path || "/"];
    return [...own, ...paths(entry.children ?? [], path)];
  });
}

/**
 * The staff area and its APIs. The contact form's endpoints are public; the ERP's feed endpoint answers to the
 * ERP's own token and signature, never to a staff session.
 */
const isStaffPath = (path: string) =>
  path.startsWith("/tools") ||
  (path.startsWith("/api/") && !path.startsWith("/api/contact") && !path.startsWith(`${ERP_FEEDS_PATH}/`));

/** The one staff path served ahead of React Router (server/direct-routes.ts). */
const DIRECT_STAFF_PATHS = ["/api/photos/downloads/:id"];

describe("the authorisation table", () => {
  const served = paths(routes);

  it("lists every staff route of routes.ts, or names it as one for signing in", () => {
    const forgotten = served
      .filter(isStaffPath)
      .filter((path) => !Object.hasOwn(STAFF_ACCESS, path) && !SIGNED_OUT_ROUTES.includes(path));
    expect(forgotten).toEqual([]);
  });

  it("lists nothing that is not served", () => {
    const stale = [...Object.keys(STAFF_ACCESS), ...SIGNED_OUT_ROUTES].filter(
      (path) => !served.includes(path) && !DIRECT_STAFF_PATHS.includes(path),
    );
    expect(stale).toEqual([]);
  });

  it("keeps leads with owners and sales, and accounts and the audit log with owners", () => {
    for (const path of ["/tools/messages", "/tools/messages/:messageId", "/api/messages/export"]) {
      expect(ROLES.filter((role) => mayOpen(role, path))).toEqual(["owner", "sales"]);
    }
    for (const path of [
      "/tools/accounts",
      "/tools/accounts/:accountId",
      "/tools/audit",
      "/api/audit/export",
    ]) {
      expect(ROLES.filter((role) => mayOpen(role, path))).toEqual(["owner"]);
    }
    expect(ROLES.filter((role) => mayOpen(role, "/tools/photo-downloader"))).toEqual([...ROLES]);
  });

  it("reads React Router's patterns, which have no leading slash, and refuses what it does not list", () => {
    expect(mayOpen("sales", "tools/messages")).toBe(true);
    expect(mayOpen("marketing", "tools/messages")).toBe(false);
    expect(mayOpen("owner", "tools/not-a-tool")).toBe(false);
    expect(mayOpen("owner", "toString")).toBe(false);
  });
});

describe("the roles as the Accounts page describes them", () => {
  const tools = [
    { to: "/tools/photo-downloader", label: "photoDownloader" },
    { to: "/tools/messages", label: "messages" },
    { to: "/tools/studio", label: "studio" },
    { to: "/tools/where-to-buy", label: "whereToBuy" },
    { to: "/tools/analytics", label: "analytics" },
    { to: "/tools/accounts", label: "accounts" },
  ];
  const described = (table = STAFF_ACCESS) =>
    Object.fromEntries(
      toolsOfEachRole(tools, table).map(({ role, tools }) => [role, tools.map((tool) => tool.label)]),
    );

  it("names every tool the table opens to a role, and only those", () => {
    expect(described()).toEqual({
      owner: ["photoDownloader", "messages", "studio", "whereToBuy", "analytics", "accounts"],
      marketing: ["photoDownloader", "studio", "whereToBuy", "analytics"],
      sales: ["photoDownloader", "messages", "whereToBuy"],
    });
  });

  it("follows a change of the table, with nothing else to edit", () => {
    const changed = { ...STAFF_ACCESS, "/tools/messages": ROLES, "/tools/analytics": ["owner" as const] };
    expect(described(changed).marketing).toEqual(["photoDownloader", "messages", "studio", "whereToBuy"]);
    expect(described(changed).sales).toEqual(["photoDownloader", "messages", "whereToBuy"]);
  });
});
