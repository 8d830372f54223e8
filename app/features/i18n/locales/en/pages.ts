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
        title: "Full product catalog",
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
  },
} as const;
