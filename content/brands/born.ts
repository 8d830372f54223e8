import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Børn",
  slug: "born",
  website: "https://www.bornshoes.com",
  ...brandImages("born"),
};

export const born: BrandContent = {
  id: "born",
  look: {
    motif: "chukka",
    accent: "#8a5a3c",
    wordmark: { family: "serif", weight: 600, case: "as-is", tracking: 0.04 },
  },
  en: {
    ...shared,
    description:
      "Handcrafted leather footwear for women and men, known for full-grain leathers, careful construction and all-day comfort. We represent Børn with independent shoe stores and department stores across Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Crafted by hand, built to last",
    section1Paragraphs: [
      "Børn shoes and boots are built with traditional techniques such as hand-sewn construction, using rich leathers that soften and shape to the foot with wear.",
      "Cushioned footbeds and supportive soles make the collection a favourite of customers who want good craftsmanship without giving up comfort.",
    ],
    section2Heading: "A partner for your comfort wall",
    section2Paragraphs: [
      "From our 150,000 sq. ft. facility in Oakville, Ontario, we ship Børn replenishment orders within a guaranteed 8 hours, so popular styles stay on display.",
      "Our brand manager reviews sell-through with you each season and suggests the styles and sizes that keep your assortment fresh.",
    ],
    contact: {
      heading: "Stock Børn in your store",
      description:
        "Send us a few words about your business and our Børn brand manager will be in touch with the collection and terms.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Contact the Børn team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures en cuir fabriquées à la main pour femmes et hommes, reconnues pour leurs cuirs pleine fleur, leur fabrication soignée et leur confort qui dure toute la journée. Nous représentons Børn auprès des magasins de chaussures indépendants et des grands magasins partout au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Faites à la main, faites pour durer",
    section1Paragraphs: [
      "Les chaussures et les bottes Børn sont fabriquées selon des techniques traditionnelles, comme la couture à la main, avec des cuirs riches qui s’assouplissent et épousent le pied au fil du temps.",
      "Des semelles intérieures coussinées et des semelles de soutien font de la collection un choix prisé des clients qui veulent un beau savoir-faire sans sacrifier le confort.",
    ],
    section2Heading: "Un partenaire pour votre rayon confort",
    section2Paragraphs: [
      "Depuis nos installations de 150 000 pi² à Oakville, en Ontario, nous expédions les commandes de réapprovisionnement Børn dans un délai garanti de 8 heures : les modèles populaires restent en vitrine.",
      "Chaque saison, notre gestionnaire de marque analyse vos ventes avec vous et vous propose les modèles et les pointures qui gardent votre assortiment à jour.",
    ],
    contact: {
      heading: "Offrez Børn dans votre magasin",
      description:
        "Écrivez-nous quelques mots sur votre entreprise, et notre gestionnaire de la marque Børn communiquera avec vous pour vous présenter la collection et les conditions.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Écrire à l’équipe Børn",
    },
  },
};
