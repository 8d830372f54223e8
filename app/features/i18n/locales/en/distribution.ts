export const distribution = {
  title: "Distribution centre",
  description:
    "Our 150,000 sq. ft. distribution centre in Oakville, Ontario ships replenishment orders within a guaranteed 8 hours, with receiving, storage, pick and pack, retail compliance and direct-to-consumer shipping.",
  eyebrow: "Oakville, Ontario",
  heading: "Our distribution centre",
  intro:
    "A 150,000 sq. ft. facility in Oakville, Ontario, minutes from the highways that connect the Greater Toronto Area to the rest of the country, built to get the right product to the right store, fast.",
  imageAlt: "Our distribution centre in Oakville, with trucks at the loading docks",
  facts: {
    label: "The centre in figures",
    area: { value: "150,000 sq. ft.", label: "of warehouse space in Oakville, Ontario" },
    turnaround: { value: "8 hours", label: "guaranteed turnaround on replenishment orders" },
    since: { value: "Since 1972", label: "distributing footwear and apparel across Canada" },
  },
  promise: {
    heading: "The 8-hour replenishment promise",
    body: "When a best seller runs low, every hour on an empty shelf is a lost sale. That is why every replenishment order we receive is picked, packed and on its way within 8 hours, guaranteed.",
    imageAlt: "A stopwatch over cartons being loaded into a delivery truck",
  },
  services: {
    heading: "Distribution services",
    intro: "One facility, one team, every step between the factory and your customer.",
    items: {
      receiving: {
        title: "Receiving and quality control",
        body: "Containers and cartons are checked in, counted and inspected on arrival, so what we ship is exactly what you ordered.",
      },
      storage: {
        title: "Storage and inventory management",
        body: "Racked and bin storage for every size run, with stock counts you can trust and visibility for our retail partners.",
      },
      picking: {
        title: "Pick, pack and ship",
        body: "Orders of any size, from a single pair to full truckloads, packed with care and shipped with tracking.",
      },
      replenishment: {
        title: "Replenishment programs",
        body: "Automatic and electronic reorders for at-once programs, shipped within our guaranteed 8-hour turnaround.",
      },
      compliance: {
        title: "Retail compliance",
        body: "Ticketing, labelling and carton requirements met for each retailer, so your shipments are accepted the first time.",
      },
      direct: {
        title: "Direct-to-consumer and returns",
        body: "Dropship orders sent straight to shoppers’ doors, and returns received, inspected and restocked.",
      },
    },
  },
} as const;
