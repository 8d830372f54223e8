import { layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC.md §2's route table; each page is registered once it exists.
export default [
  layout("routes/public-layout.tsx", [route("b2b", "routes/b2b.tsx"), route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
