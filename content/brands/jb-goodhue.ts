import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "J.B. Goodhue",
  slug: "jb-goodhue",
  website: "https://www.jbgoodhue.com",
  ...brandImages("jb-goodhue"),
};

export const jbGoodhue: BrandContent = {
  id: "jb-goodhue",
  look: {
    motif: "workBoot",
    accent: "#d08c2f",
    wordmark: { family: "slab", weight: 700, case: "upper", tracking: 0.06 },
  },
  en: {
    ...shared,
    description:
      "Work and outdoor boots made for Canadian conditions: rugged leather boots for job sites, warehouses and long winters. We distribute J.B. Goodhue to workwear, farm and hardware retailers across Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Boots that earn their keep",
    section1Paragraphs: [
      "J.B. Goodhue builds work boots for people who spend the whole day on their feet, with tough leathers, slip-resistant outsoles and protective styles for demanding workplaces.",
      "Lined and insulated models extend the range into the cold months, when Canadian workers need dry, warm feet as much as protection.",
    ],
    section2Heading: "Stocked for the busy seasons",
    section2Paragraphs: [
      "Work boots are bought when they are needed, so we keep J.B. Goodhue sizes and widths on hand in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours.",
      "Our boot specialist helps workwear and farm stores plan for spring construction and the first snowfall alike.",
    ],
    contact: {
      heading: "Carry J.B. Goodhue work boots",
      description:
        "Tell us about your store or safety program and our boot specialist will follow up with the J.B. Goodhue range and pricing.",
      email: BRAND_MANAGERS.boots,
      submitText: "Contact the J.B. Goodhue team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des bottes de travail et de plein air faites pour les conditions canadiennes : des bottes en cuir robustes pour les chantiers, les entrepôts et les longs hivers. Nous distribuons J.B. Goodhue aux détaillants de vêtements de travail, aux magasins agricoles et aux quincailleries partout au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Des bottes qui font leurs preuves",
    section1Paragraphs: [
      "J.B. Goodhue fabrique des bottes de travail pour ceux et celles qui passent la journée debout, avec des cuirs résistants, des semelles antidérapantes et des modèles de protection pour les milieux exigeants.",
      "Des modèles doublés et isolés prolongent la gamme jusqu’aux mois froids, quand les travailleurs canadiens ont autant besoin de pieds au sec et au chaud que de protection.",
    ],
    section2Heading: "En stock pour les saisons achalandées",
    section2Paragraphs: [
      "On achète des bottes de travail quand on en a besoin : nous gardons les pointures et les largeurs J.B. Goodhue à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre spécialiste des bottes aide les magasins de vêtements de travail et les magasins agricoles à se préparer autant pour les chantiers du printemps que pour la première neige.",
    ],
    contact: {
      heading: "Offrez les bottes de travail J.B. Goodhue",
      description:
        "Parlez-nous de votre magasin ou de votre programme de sécurité, et notre spécialiste des bottes vous présentera la gamme J.B. Goodhue et ses prix.",
      email: BRAND_MANAGERS.boots,
      submitText: "Écrire à l’équipe J.B. Goodhue",
    },
  },
};
