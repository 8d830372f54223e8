export const pages = {
  legal: { updated: "Last updated {{date}}", contents: "On this page" },
  notFound: {
    title: "Page not found",
    heading: "We can’t find that page",
    body: "The address may be mistyped, or the page may have moved. These links will take you back on track.",
    home: "Go to the home page",
    brands: "Browse our brands",
    contact: "Contact us",
  },
  error: {
    title: "Something went wrong",
    heading: "Something went wrong on our side",
    body: "Please try again in a moment. If the problem persists, contact us and we will help you directly.",
    home: "Go to the home page",
  },
  b2b: {
    title: "B2B ordering platform",
    eyebrow: "Coming soon",
    heading: "Our New B2B Client",
    intro:
      "A faster way for our retail partners to order. We are building an online ordering platform made for buyers and dealers across Canada.",
    sneakPeek: "A sneak peek at what is coming",
    features: {
      ordering: {
        title: "Direct ordering",
        body: "Place orders for every brand we carry, day or night, without waiting for a call back.",
      },
      inventory: {
        title: "Real-time inventory",
        body: "See what is in stock in our Oakville distribution centre before you commit.",
      },
      catalog: {
        title: "Full product catalogue",
        body: "Browse every style, colour and size run with photos and specifications.",
      },
      history: {
        title: "Order history and tracking",
        body: "Follow each order from confirmation to delivery and reorder in a click.",
      },
      checkout: {
        title: "Streamlined checkout",
        body: "Your terms, addresses and preferences remembered for a quick checkout.",
      },
    },
    previews: "Preview of the platform",
    previewAlt: {
      catalog: "Preview of the product catalogue screen",
      inventory: "Preview of the inventory screen",
      orders: "Preview of the order history screen",
      checkout: "Preview of the checkout screen",
    },
    comingSoon: "Coming Soon",
    notify: "Want to be among the first to use it? Tell us about your business and we will be in touch.",
    contact: "Contact our team",
    orderToday: {
      heading: "How to order today",
      intro:
        "The platform is on its way; in the meantime every retail partner orders with us in one of these ways.",
      representative: {
        title: "Your sales representative",
        body: "Your representative takes your orders, checks availability and agrees delivery dates with you. New to us? Open a retail account and we will assign one.",
      },
      edi: {
        title: "EDI",
        body: "Chains and department stores exchange purchase orders, acknowledgements, advance ship notices and invoices with us by EDI. Ask your representative to set up the connection.",
      },
      email: {
        title: "By email",
        body: "Send your purchase order to customer service at {{email}}. We confirm it within one business day.",
      },
      phone: {
        title: "By phone",
        body: "Call customer service at {{phone}}, {{hours}}.",
      },
    },
  },
  share: {
    title: "Product photos",
    description: "Product photos shared with you, to download.",
    heading: "Product photos",
    intro: "{{items}} and {{photos}}, prepared for you. This link is valid until {{when}}.",
    itemCount_one: "{{count}} item",
    itemCount_other: "{{count}} items",
    sentBy: "Sent by {{name}}, {{company}}",
    sentByCompany: "Sent by {{company}}",
    reach: "To reach {{name}}, contact our head office:",
    reachCompany: "To reach us, contact our head office:",
    note: "A note for you",
    downloadAll: "Download all (zip)",
    downloadItem: "Download (zip)",
    downloadItemLabel: "Download (zip): item {{item}}",
    photoAlt: "Item {{item}}, photo {{photo}}",
    photoCount_one: "{{count}} photo",
    photoCount_other: "{{count}} photos",
    lineSheetTitle: "Line sheet",
    lineSheetHeading: "A line sheet for you",
    lineSheetIntro:
      "A line sheet of {{items}} with {{photos}}, prepared for you. This link is valid until {{when}}.",
    downloadLineSheet: "Download the line sheet (PDF)",
    downloadPhotos: "Download the photos (zip)",
    photoComing: "Photo coming",
    goneTitle: "This link has ended",
    expired: "This share link has expired. Ask your contact with us for a new one.",
    revoked: "This share link was withdrawn. Ask your contact with us for a new one.",
    unknownTitle: "Link not found",
    unknown: "This share link does not exist. Check that it was copied whole.",
  },
} as const;
