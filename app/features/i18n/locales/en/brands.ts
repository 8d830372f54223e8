export const brands = {
  list: {
    title: "Our brands",
    description:
      "The footwear, apparel, jewellery and water-piping brands Trafalgar Brands distributes across Canada from Oakville, Ontario.",
    eyebrow: "Our brands",
    heading: "Brands we bring to Canada",
    intro:
      "Since 1972 we have represented trusted names in footwear, apparel and accessories, and aquatherm piping systems. From our 150,000 sq. ft. facility in Oakville, Ontario, we stock them, sell them and ship replenishment orders within a guaranteed 8 hours.",
    gridLabel: "All brands",
  },
  page: {
    label: "OUR BRANDS",
    opensInNewTab: "(opens in a new tab)",
    sectionsHeading: "About {{name}}",
    allBrands: "All brands",
    breadcrumb: "Breadcrumb",
    apply: "Carry {{name}}: open a retail account",
  },
  notFound: {
    title: "Brand not found",
    heading: "Brand not found",
    body: "We don’t carry a brand at this address. It may have been renamed or removed; every brand we distribute is listed on our brands page.",
    back: "See all our brands",
  },
  retired: {
    title: "Brand no longer distributed",
    heading: "We no longer distribute this brand",
    body: "Trafalgar Brands no longer carries this brand in Canada. Every brand we distribute today is listed on our brands page.",
    back: "See the brands we carry",
  },
} as const;
