// The rooms of docs/architecture.md, checked by `npm test` (`npm run check:rooms`).
// Each rule's name and comment are what a break prints, so they say which rule and why.

const notTests = "(\\.test\\.tsx?$|\\.test-support\\.tsx?$)";
const door = "^app/features/[^/]+/index(\\.server)?\\.tsx?$";
const photosDoor = "^app/features/photos/[^/]+/index(\\.server)?\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circles",
      comment: "Import circles (type imports included) make a room impossible to read or move on its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "features-through-doors",
      comment:
        "A feature reaches another feature only through its door (index.ts, or index.server.ts for server-only parts).",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: notTests },
      to: { path: "^app/features/[^/]+/", pathNot: ["^app/features/$1/", door] },
    },
    {
      name: "outside-through-doors",
      comment: "Routes, root, entries and the HTTP process reach a feature only through its door.",
      severity: "error",
      from: { path: "^(app/(routes/|root\\.tsx|entry\\.)|server/)", pathNot: notTests },
      to: { path: "^app/features/", pathNot: door },
    },
    {
      name: "photos-sub-rooms-through-doors",
      comment:
        "Photos' rooms (catalogue, delivery, exports, history, shares, line-sheets, downloader) meet only at their doors; the files at the top of photos/ reach them only there too.",
      severity: "error",
      // $1 is a sub-room's folder, or the name of a file at the top of photos/ (which matches no folder).
      from: { path: "^app/features/photos/([^/]+)", pathNot: notTests },
      to: { path: "^app/features/photos/[^/]+/", pathNot: ["^app/features/photos/$1/", photosDoor] },
    },
    {
      name: "server-through-server-doors",
      comment: "The HTTP process reaches features only through index.server.ts doors.",
      severity: "error",
      from: { path: "^server/", pathNot: notTests },
      to: { path: "^app/features/", pathNot: "^app/features/[^/]+/index\\.server\\.ts$" },
    },
    {
      name: "public-features-not-staff",
      comment:
        "Public rooms never import the staff tools (accounts, tools, photos, messages, the studio) or the ERP's feeds. analytics is in neither list: public rooms count their goals through it; ordering's door will give brand pages their styles, never prices.",
      severity: "error",
      from: {
        path: "^app/features/(about|brands|contact|distribution|home|i18n|layout|legal|live-content|retailers|services|where-to-buy)/",
      },
      to: { path: "^app/features/(accounts|tools|photos|messages|studio|erp)/" },
    },
    {
      name: "lib-imports-only-lib",
      comment:
        "lib/ is below every room: it imports nothing from app/ but lib/ (what needs the language takes it as an argument).",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/", pathNot: "^app/lib/" },
    },
    {
      name: "ui-imports-only-lib",
      comment: "ui/ holds primitives with no words of their own: it imports only ui/ and lib/.",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/", pathNot: "^app/(ui|lib)/" },
    },
    {
      name: "nothing-imports-routes",
      comment: "Route modules and root.tsx are leaves: React Router loads them; nothing imports them.",
      severity: "error",
      from: { pathNot: "^app/routes\\.ts$" },
      to: { path: "^app/(routes/|root\\.tsx$)" },
    },
    {
      name: "content-imports-nothing-from-app",
      comment: "content/ is data and its schemas: it imports nothing from app/.",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^app/" },
    },
    {
      name: "migrations-are-history",
      comment:
        "A migration imports nothing from app/: what it wrote must not change when the app's code or types do (decision 296).",
      severity: "error",
      from: { path: "^migrations/" },
      to: { path: "^app/" },
    },
    {
      name: "server-code-stays-on-the-server",
      comment:
        "A *.server.ts module never reaches a browser module; only route modules (whose loaders React Router strips), other server modules, the server entry and the HTTP process import it.",
      severity: "error",
      from: {
        path: "^(app|content)/",
        pathNot: [
          "\\.server\\.tsx?$",
          "^app/routes/",
          "^app/root\\.tsx$",
          "^app/entry\\.server\\.tsx$",
          notTests,
        ],
      },
      to: { path: "\\.server\\.tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    includeOnly: "^(app|server|content|migrations)/",
    // swc reads TypeScript as written, type-only imports included (TypeScript 7 has no compiler API to lend).
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".json"],
      conditionNames: ["import", "node", "default"],
    },
  },
};
