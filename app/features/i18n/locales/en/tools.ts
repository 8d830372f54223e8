export const tools = {
  areaName: "Staff tools",
  login: {
    title: "Tools Access",
    description: "Sign in to the staff tools of Trafalgar Brands.",
    intro: "This area is for Trafalgar Brands staff. Enter the shared password to continue.",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    invalid: "Invalid password",
    throttled_one: "Too many failed attempts. Try again in {{count}} minute.",
    throttled_other: "Too many failed attempts. Try again in {{count}} minutes.",
    backToSite: "Back to the website",
  },
  layout: {
    skipToContent: "Skip to main content",
    logout: "Logout",
    nav: "Tools",
    openNav: "Show tools menu",
    closeNav: "Hide tools menu",
    dashboard: "Dashboard",
    photoDownloader: "Photo Downloader",
    website: "Public website",
  },
  dashboard: {
    title: "Dashboard",
    description: "The staff tools of Trafalgar Brands.",
    heading: "Dashboard",
    intro: "Choose a tool.",
    photoDownloader: {
      title: "Photo Downloader",
      description:
        "Download product photos for the item numbers you enter or the products you pick with a filter, as one zip download or as links in a CSV sheet.",
      open: "Open the Photo Downloader",
    },
  },
} as const;
