export const about = {
  title: "About us",
  description:
    "Since 1972, Trafalgar Brands has partnered with leading footwear and apparel brands to serve Canadian retailers from Oakville, Ontario.",
  eyebrow: "About Trafalgar Brands",
  heading: "A Canadian partner for the brands you know",
  intro:
    "Trafalgar Brands is a Canadian distributor of footwear, apparel and accessories. Since 1972 we have helped well-known brands reach stores and online shoppers across the country, with the service of a company that still knows its customers by name.",
  page: {
    whatWeDo: {
      heading: "What we do",
      intro:
        "We stand between the brands we represent and the stores that sell them: we hold their stock, sell it to retailers, help market it and ship every order.",
      more: "All our services",
    },
    facility: {
      heading: "Our distribution centre in Oakville",
      body: "Every order ships from our 150,000 sq. ft. facility in Oakville, Ontario, a few minutes from where the company started in 1972. Replenishment orders leave it within a guaranteed 8 hours.",
      link: "Visit our distribution centre",
      imageAlt:
        "Drawing of the Trafalgar Brands distribution centre in Oakville, trucks at its loading docks",
    },
  },
  cards: {
    history: {
      title: "Our history",
      paragraphs: {
        first:
          "It began in 1972 in Oakville, Ontario, with a few shoe lines, a small warehouse and a promise to deliver on time, every time.",
        second:
          "Five decades later we represent more than twenty brands, serve retailers in every province and run a 150,000 sq. ft. distribution centre a few minutes from where we started.",
      },
    },
    services: {
      title: "Our services",
      paragraphs: {
        first:
          "Order fulfillment, dropshipping, sales, marketing and e-commerce support: we take care of everything between the brand and the shelf.",
        second:
          "Replenishment orders leave our warehouse within a guaranteed 8 hours, so your best sellers are never out of stock for long.",
      },
    },
    vision: {
      title: "Our vision",
      paragraphs: {
        first:
          "To be the partner brands choose to grow in Canada, and the supplier retailers count on season after season.",
        second:
          "We invest in people, technology and a responsible supply chain, so that our next fifty years rest on the same trust as the first.",
      },
    },
  },
} as const;
