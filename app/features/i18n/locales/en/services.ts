export const services = {
  title: "Our services",
  description:
    "Order fulfillment, dropship programs, sales, marketing and e-commerce support for brands and retailers across Canada, from our 150,000 sq. ft. Oakville facility.",
  eyebrow: "What we do",
  heading: "Services that move your business forward",
  intro:
    "Everything a brand needs to succeed in Canadian retail, under one roof. From our 150,000 sq. ft. facility in Oakville, Ontario, we store, sell, market and ship for the brands we represent and for the retailers who carry them.",
  contactUs: "Contact us",
  sections: {
    fulfillment: {
      title: "Order fulfillment",
      imageAlt: "Cartons moving along a conveyor between warehouse racks",
      body: "Every order is received, picked, packed and shipped from our Oakville distribution centre by a team that has done it since 1972. Replenishment orders ship within a guaranteed 8 hours, with retailer-compliant labels and tracking on every carton.",
      contactLabel: "Contact us about order fulfillment",
    },
    dropship: {
      title: "Dropship program management and support",
      imageAlt: "A parcel leaving the warehouse for a customer’s front door",
      body: "Offer your customers our brands without carrying the inventory. We ship each order directly to your customer in your name, keep your store in sync with daily stock feeds and look after returns, while a dedicated coordinator supports your program from set-up to peak season.",
      contactLabel: "Contact us about our dropship program",
    },
    sales: {
      title: "Sales support",
      imageAlt: "A showroom table with shoes, swatches and an order sheet",
      body: "Our sales representatives and showroom help buyers plan assortments, reorder best sellers and launch new lines. Each account manager knows the brands and the stores they serve, and answers within one business day.",
      contactLabel: "Contact us about sales support",
    },
    marketing: {
      title: "Marketing support",
      imageAlt: "In-store display, catalogue pages and a campaign poster for a footwear collection",
      body: "Point-of-sale displays, co-operative advertising, seasonal catalogues and product photography for the styles we carry, in English and French. We help retailers tell each brand’s story in store and online, backed by the stock in our distribution centre.",
      link: "Discover our distribution centre",
    },
    ecommerce: {
      title: "Ecommerce solutions",
      imageAlt: "A product page on a laptop and a phone, with inventory figures beside it",
      body: "Product data, photos and inventory feeds ready for your online store or marketplace, with fulfillment behind them. We help retailers launch our brands online quickly, with accurate content in both official languages.",
      contactLabel: "Contact us about ecommerce solutions",
    },
  },
} as const;
