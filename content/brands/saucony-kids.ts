import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Saucony Kids",
  slug: "saucony-kids",
  website: "https://www.saucony.com",
  ...brandImages("saucony-kids"),
};

export const sauconyKids: BrandContent = {
  id: "saucony-kids",
  look: {
    motif: "kidsRunner",
    accent: "#e85d75",
    wordmark: { family: "sans", weight: 800, case: "upper", tracking: 0.04, italic: true, subline: "KIDS" },
  },
  en: {
    ...shared,
    description:
      "Running-inspired sneakers for kids, with the cushioning and support of Saucony’s performance heritage in sizes from toddler to youth. We distribute Saucony Kids to family footwear, athletic and department stores in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Made to run, jump and play",
    section1Paragraphs: [
      "Saucony Kids sneakers adapt the brand’s running shoes for growing feet, with light cushioning, flexible outsoles and closures that are quick to fasten before recess.",
      "Bright colourways and classic retro styles make them as popular with kids as their support is with parents.",
    ],
    section2Heading: "Ready for back-to-school rush",
    section2Paragraphs: [
      "We keep the full Saucony Kids size run in stock in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours during the busiest weeks of the year.",
      "Our kids’ brand manager shares size curves and sell-through trends to help you order with confidence.",
    ],
    contact: {
      heading: "Stock Saucony Kids",
      description:
        "Tell us about your store and our kids’ brand manager will send the Saucony Kids collection and ordering calendar.",
      email: BRAND_MANAGERS.kids,
      submitText: "Contact the Saucony Kids team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures sport pour enfants inspirées de la course, avec l’amorti et le soutien hérités de la performance Saucony, en pointures pour tout-petits jusqu’aux jeunes. Nous distribuons Saucony Kids aux magasins de chaussures familiaux, aux magasins d’articles de sport et aux grands magasins au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Faites pour courir, sauter et jouer",
    section1Paragraphs: [
      "Les chaussures sport Saucony Kids adaptent les chaussures de course de la marque aux pieds en croissance : amorti léger, semelles souples et fermetures rapides à attacher avant la récré.",
      "Des agencements de couleurs vives et des modèles rétro classiques les rendent aussi populaires auprès des enfants que leur soutien l’est auprès des parents.",
    ],
    section2Heading: "Prêtes pour la cohue de la rentrée",
    section2Paragraphs: [
      "Nous gardons toute la série de pointures Saucony Kids en stock à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures, même pendant les semaines les plus occupées de l’année.",
      "Notre gestionnaire des marques pour enfants vous communique les courbes de pointures et les tendances de vente pour que vous commandiez en toute confiance.",
    ],
    contact: {
      heading: "Offrez Saucony Kids",
      description:
        "Parlez-nous de votre magasin, et notre gestionnaire des marques pour enfants vous enverra la collection Saucony Kids et le calendrier des commandes.",
      email: BRAND_MANAGERS.kids,
      submitText: "Écrire à l’équipe Saucony Kids",
    },
  },
};
