import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Every path matches in its own case only: one spelling per page (`/About` is a 404, or a redirect the
 * server sends for a public page), so no rule written against a path can be passed by another spelling.
 */
const exactCase = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.map((entry) => ({
    ...entry,
    caseSensitive: true,
    ...(entry.children ? { children: exactCase(entry.children) } : {}),
  }));

// Mirrors SPEC.md §2's route table; each page is registered once it exists.
export default exactCase([
  layout("routes/public-layout.tsx", [
    route("b2b", "routes/b2b.tsx"),
    route("contact", "routes/contact.tsx"),
    route("retailers/apply", "routes/retailers-apply.tsx"),
    route("where-to-buy", "routes/where-to-buy.tsx"),
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("distribution", "routes/distribution.tsx"),
    route("brands", "routes/brands.tsx"),
    route("brands/:brandId", "routes/brand.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("terms", "routes/terms.tsx"),
    route("share/:token", "routes/share.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("api/contact", "routes/api.contact.ts"),
  route("backend/send_email_smtp.php", "routes/api.contact.ts", { id: "routes/legacy-contact" }),
  route("api/contact/bot-check", "routes/api.contact.bot-check.ts"),
  route("api/contact/challenge", "routes/api.contact.challenge.ts"),
  route("tools/login", "routes/tools-login.tsx"),
  route("tools/login/second-factor", "routes/tools-second-step.tsx"),
  route("tools/logout", "routes/tools-logout.tsx"),
  route("tools/password-reset", "routes/tools-password-reset.tsx"),
  route("tools/password/:token", "routes/tools-set-password.tsx"),
  layout("routes/tools-layout.tsx", [
    route("tools", "routes/tools-dashboard.tsx"),
    route("tools/photo-downloader", "routes/photo-downloader.tsx"),
    route("tools/photo-downloader/history", "routes/photo-history.tsx"),
    route("tools/photo-downloader/shares", "routes/photo-shares.tsx"),
    route("tools/messages", "routes/tools-messages.tsx"),
    route("tools/messages/:messageId", "routes/tools-message.tsx"),
    route("tools/messages/applications", "routes/tools-applications.tsx"),
    route("tools/messages/applications/:applicationId", "routes/tools-application.tsx"),
    route("tools/account", "routes/tools-account.tsx"),
    route("tools/account/second-factor", "routes/tools-second-factor.tsx"),
    route("tools/accounts", "routes/tools-accounts.tsx"),
    route("tools/accounts/:accountId", "routes/tools-account-admin.tsx"),
    route("tools/audit", "routes/tools-audit.tsx"),
    route("tools/studio", "routes/tools-studio.tsx"),
    route("tools/studio/line-up", "routes/tools-studio-lineup.tsx"),
    route("tools/studio/new-brand", "routes/tools-studio-new-brand.tsx"),
    route("tools/studio/company", "routes/tools-studio-company.tsx"),
    route("tools/studio/pages/:page", "routes/tools-studio-page.tsx"),
    route("tools/studio/pages/:page/history", "routes/tools-studio-page-history.tsx"),
    route("tools/studio/brands/:brandId", "routes/tools-studio-brand.tsx"),
    route("tools/studio/brands/:brandId/history", "routes/tools-studio-history.tsx"),
    route("tools/where-to-buy", "routes/tools-where-to-buy.tsx"),
  ]),
  route("tools/studio/preview/brands/:brandId", "routes/tools-studio-preview.tsx"),
  route("tools/studio/preview/pages/:page", "routes/tools-studio-page-preview.tsx"),
  route("api/messages/export", "routes/api.messages.export.ts"),
  route("api/audit/export", "routes/api.audit.export.ts"),
  route("api/stores/export", "routes/api.stores.export.ts"),
  route("api/photos/directory", "routes/api.photos.directory.ts"),
  route("api/photos/lookups", "routes/api.photos.lookups.ts"),
  route("api/photos/downloads", "routes/api.photos.downloads.ts"),
  route("images/exports/:preset/:item/:file", "routes/images.exports.ts"),
  route("img/uploads/:image/:file", "routes/images.uploads.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("healthz", "routes/healthz.ts"),
]) satisfies RouteConfig;
