import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Tommy Hilfiger",
  slug: "tommy-hilfiger",
  website: "https://www.tommy.com",
  ...brandImages("tommy-hilfiger"),
};

export const tommyHilfiger: BrandContent = {
  id: "tommy-hilfiger",
  look: {
    motif: "polo",
    accent: "#b5443c",
    wordmark: { family: "sans", weight: 700, case: "upper", tracking: 0.16 },
  },
  en: {
    ...shared,
    description:
      "Classic American cool in footwear and apparel: preppy sneakers, boat shoes and boots alongside easy everyday pieces for women, men and kids. We distribute Tommy Hilfiger to Canadian department stores, fashion retailers and online shops.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Preppy classics, refreshed each season",
    section1Paragraphs: [
      "Tommy Hilfiger footwear and apparel draw on a heritage of polos, stripes and crisp navy, red and white, reworked each season into sneakers, loafers, boots and wardrobe staples.",
      "The collection’s broad appeal makes it a reliable anchor for family, fashion and department store floors alike.",
    ],
    section2Heading: "Complete looks, delivered quickly",
    section2Paragraphs: [
      "We stock Tommy Hilfiger in our 150,000 sq. ft. facility in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours.",
      "Our fashion brand manager coordinates launches with your buyers and supplies photography and copy for in-store and online selling.",
    ],
    contact: {
      heading: "Add Tommy Hilfiger to your store",
      description:
        "Tell us about your business and our fashion brand manager will reply with the Tommy Hilfiger collection and account details.",
      email: BRAND_MANAGERS.fashion,
      submitText: "Contact the Tommy Hilfiger team",
    },
  },
  fr: {
    ...shared,
    description:
      "Le chic décontracté à l’américaine en chaussures et en vêtements : chaussures sport B.C.B.G., chaussures bateau et bottes, avec des essentiels faciles à porter pour femmes, hommes et enfants. Nous distribuons Tommy Hilfiger aux grands magasins, aux détaillants de mode et aux boutiques en ligne du Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Des classiques B.C.B.G., renouvelés chaque saison",
    section1Paragraphs: [
      "Les chaussures et les vêtements Tommy Hilfiger puisent dans un héritage de polos, de rayures et de marine, de rouge et de blanc francs, réinterprétés chaque saison en chaussures sport, mocassins, bottes et essentiels de garde-robe.",
      "Parce qu’elle plaît à un vaste public, la collection est une valeur sûre, aussi bien pour les magasins familiaux que pour les boutiques de mode et les grands magasins.",
    ],
    section2Heading: "Des looks complets, livrés rapidement",
    section2Paragraphs: [
      "Nous gardons Tommy Hilfiger en stock dans nos installations de 150 000 pi² à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre gestionnaire des marques de mode coordonne les lancements avec vos acheteurs et fournit photos et textes pour la vente en magasin et en ligne.",
    ],
    contact: {
      heading: "Ajoutez Tommy Hilfiger à votre magasin",
      description:
        "Parlez-nous de votre entreprise, et notre gestionnaire des marques de mode vous présentera la collection Tommy Hilfiger et les modalités d’ouverture de compte.",
      email: BRAND_MANAGERS.fashion,
      submitText: "Écrire à l’équipe Tommy Hilfiger",
    },
  },
};
