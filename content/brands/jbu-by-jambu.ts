import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "JBU by Jambu",
  slug: "jbu-by-jambu",
  website: "https://www.jambu.com",
  ...brandImages("jbu-by-jambu"),
};

export const jbuByJambu: BrandContent = {
  id: "jbu-by-jambu",
  look: {
    motif: "slipOn",
    accent: "#6fa8a0",
    wordmark: { family: "rounded", weight: 800, case: "upper", tracking: 0.1, subline: "BY JAMBU" },
  },
  en: {
    ...shared,
    description:
      "The easygoing, value-minded side of Jambu: casual sneakers, slip-ons, sandals and weather-ready boots with memory-foam comfort. We supply JBU by Jambu to family footwear stores and department stores in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Casual comfort at an everyday price",
    section1Paragraphs: [
      "JBU styles keep the outdoor spirit of Jambu in lighter, simpler designs: knit sneakers, easy slip-ons and sandals made for long days on the go.",
      "Cushioned footbeds and flexible soles come standard, and fresh colours each season give shoppers a reason to come back.",
    ],
    section2Heading: "Volume you can count on",
    section2Paragraphs: [
      "JBU sells in volume, so we keep deep stock in our 150,000 sq. ft. facility in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours.",
      "Retailers selling online can also use our dropship program and product photography to list the full range without holding every size.",
    ],
    contact: {
      heading: "Stock JBU by Jambu",
      description:
        "Send us your details and our brand manager will reply with the JBU line sheet, pricing and reorder options.",
      email: BRAND_MANAGERS.outdoor,
      submitText: "Contact the JBU team",
    },
  },
  fr: {
    ...shared,
    description:
      "Le côté décontracté et abordable de Jambu : chaussures sport, chaussures à enfiler, sandales et bottes à l’épreuve des intempéries, avec le confort de la mousse à mémoire de forme. Nous fournissons JBU by Jambu aux magasins de chaussures familiaux et aux grands magasins au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Un confort décontracté à prix abordable",
    section1Paragraphs: [
      "Les modèles JBU gardent l’esprit plein air de Jambu, en plus léger et plus simple : chaussures sport en tricot, modèles à enfiler et sandales faites pour les longues journées actives.",
      "Semelles intérieures coussinées et semelles souples sont de série, et de nouvelles couleurs chaque saison donnent aux clients une raison de revenir.",
    ],
    section2Heading: "Des volumes sur lesquels compter",
    section2Paragraphs: [
      "JBU se vend en volume : nous gardons un stock important dans nos installations de 150 000 pi² à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Les détaillants en ligne peuvent aussi profiter de notre programme de livraison directe et de nos photos de produits pour offrir toute la gamme sans stocker chaque pointure.",
    ],
    contact: {
      heading: "Offrez JBU by Jambu",
      description:
        "Envoyez-nous vos coordonnées, et notre gestionnaire de marque vous enverra la fiche de collection JBU, les prix et les options de réassort.",
      email: BRAND_MANAGERS.outdoor,
      submitText: "Écrire à l’équipe JBU",
    },
  },
};
