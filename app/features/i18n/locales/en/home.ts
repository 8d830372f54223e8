export const home = {
  title: "Trafalgar Brands: Canadian footwear and apparel distribution since 1972",
  description:
    "Trafalgar Brands distributes more than twenty footwear, apparel and accessory brands to retailers across Canada from its 150,000 sq. ft. distribution centre in Oakville, Ontario.",
  hero: {
    label: "Featured brands",
    eyebrow: "Canadian distribution since 1972",
    heading: "The brands Canadians love, on your shelves",
    body: "For more than fifty years we have brought trusted footwear, apparel and accessory brands to retailers from coast to coast, shipped from our 150,000 sq. ft. distribution centre in Oakville, Ontario.",
    cta: "Explore our brands",
    contactLogo: "Contact Trafalgar Brands",
    slide: "{{index}} of {{count}}",
    status: "Brand {{index}} of {{count}}: {{name}}",
    brandLink: "Discover {{name}}",
    previous: "Previous brand",
    next: "Next brand",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
  },
  strip: {
    heading: "Brands we represent",
    body: "Footwear, apparel, jewellery and water-piping systems from names retailers and their customers trust.",
    pause: "Pause the moving logos",
    play: "Resume the moving logos",
    explore: "Explore all brands",
  },
  promo: {
    eyebrow: "E-commerce and dropshipping",
    heading: "Sell online without holding the stock",
    body: "We ship your customers’ orders straight from our Oakville warehouse, in your name, and keep your online store in step with live inventory. You make the sale; we pick, pack and deliver.",
    points: {
      feeds: "Live inventory and product data feeds",
      shipping: "Direct-to-customer shipping under your brand",
      returns: "Returns handled for you",
    },
    readMore: "Read more",
    readMoreLabel: "Read more about our e-commerce and dropshipping services",
    imageAlt: "A laptop showing an online shoe store beside parcels ready to ship",
  },
  grid: {
    heading: "Our brands",
    body: "More than twenty brands in footwear, apparel, jewellery and plumbing, each with a dedicated team in Canada.",
  },
  banner: {
    heading: "Ready to grow with a partner who delivers?",
    body: "Retailer, dealer or brand, tell us what you need. Our team answers within one business day.",
    cta: "Work with us now",
  },
} as const;
