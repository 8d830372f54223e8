import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { matchRoutes, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import routes from "~/routes";
import { directRouter, directRoutes } from "./direct-routes";

const table = directRoutes(parseConfig({}));
/** A path of the table with every parameter filled in. */
const sample = (path: string) => path.replace(/:(\w+)/g, (_all, name: string) => `sample-${name}`);

interface ConfigEntry {
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}
const asRouteObjects = (entries: readonly ConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { index: true, path: entry.path }
      : { path: entry.path, children: asRouteObjects(entry.children ?? []) },
  );

let server: Server;
let origin: string;
beforeAll(async () => {
  const app = express();
  app.use(directRouter(table));
  app.use((_req, res) => {
    res.status(418).end();
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the server's direct routes", () => {
  it("gives every path one place: none is also a route of app/routes.ts", () => {
    const tree = asRouteObjects(routes);
    for (const { path } of table) {
      const matched = matchRoutes(tree, sample(path))?.at(-1)?.route.path;
      expect(matched ?? "*", path).toBe("*");
    }
  });

  it("says why each path is answered ahead of React Router", () => {
    for (const route of table) expect(route.why.length, route.path).toBeGreaterThan(40);
  });

  it.each(table.map(({ path }) => sample(path)))(
    "answers any method but GET and HEAD with 405 at %s",
    async (path) => {
      for (const method of ["POST", "PUT", "DELETE"]) {
        const response = await fetch(`${origin}${path}`, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("Allow")).toBe("GET, HEAD");
      }
    },
  );

  it("passes on a GET its answer does not take: a product photo path that names no photo", async () => {
    const photo = table.find(({ path }) => path.endsWith("/:item/:file"));
    if (!photo) throw new Error("no product photo route");
    const response = await fetch(
      `${origin}${photo.path.replace(":item", "90003-001").replace(":file", "notes.txt")}`,
    );
    expect(response.status).toBe(418);
  });

  it("leaves other spellings and paths to what comes next", async () => {
    const [first] = table;
    if (!first) throw new Error("empty table");
    const upper = sample(first.path).toUpperCase();
    expect((await fetch(`${origin}${upper}`, { method: "POST" })).status).toBe(418);
    expect((await fetch(`${origin}${sample(first.path)}/`, { method: "POST" })).status).toBe(418);
  });
});
