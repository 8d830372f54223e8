import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { refuse } from "./request-guards";

type Manifest = ServerBuild["routes"];

/** The build's flat route manifest as the nested route objects `matchRoutes` walks. */
function routeTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route): RouteObject => {
      if (!route) throw new Error("empty route entry");
      const children = routeTree(manifest, route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}

/** A single-fetch data request names the page it asks for: `/about.data` is `/about`, `/_root.data` is `/`. */
function pagePath(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * The methods a URL answers, read from the route modules themselves: GET and HEAD where the route renders
 * or loads, POST where it has an action (as React Router picks it: an index route only with `?index`).
 */
export function allowedMethods(build: ServerBuild, tree: RouteObject[], url: URL): string[] {
  const matches = matchRoutes(tree, pagePath(url.pathname)) ?? [];
  const leaf = matches.at(-1)?.route;
  const target = leaf?.index && !url.searchParams.has("index") ? matches.at(-2)?.route : leaf;
  const leafModule = leaf?.id ? build.routes[leaf.id]?.module : undefined;
  const targetModule = target?.id ? build.routes[target.id]?.module : undefined;
  const methods = leafModule?.loader || leafModule?.default ? ["GET", "HEAD"] : [];
  if (targetModule?.action) methods.push("POST");
  return methods;
}

/**
 * A method the route does not take is answered 405 with `Allow` here, before React Router, which would
 * treat it as an unexpected server error and log a stack trace for each such request.
 */
export function methodGate(loadBuild: () => Promise<ServerBuild>): RequestHandler {
  let tree: { build: ServerBuild; routes: RouteObject[] } | undefined;
  return async (req, res, next) => {
    try {
      const build = await loadBuild();
      if (tree?.build !== build) tree = { build, routes: routeTree(build.routes) };
      const allowed = allowedMethods(build, tree.routes, new URL(req.originalUrl, "http://site"));
      if (allowed.includes(req.method) || allowed.length === 0) return next();
      res.set("Allow", allowed.join(", "));
      await refuse(
        req,
        res,
        405,
        "method_not_allowed",
        `Method not allowed. Allowed: ${allowed.join(", ")}.`,
      );
    } catch (error) {
      next(error);
    }
  };
}
