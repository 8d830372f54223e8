import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "b.o.c.",
  slug: "boc",
  website: "https://www.bocshoes.com",
  ...brandImages("boc"),
};

export const boc: BrandContent = {
  id: "boc",
  look: {
    motif: "sandal",
    accent: "#c7643a",
    wordmark: { family: "rounded", weight: 700, case: "lower", tracking: 0.06 },
  },
  en: {
    ...shared,
    description:
      "Easygoing comfort footwear for women and men: clogs, sandals, sneakers and boots with cushioned footbeds at prices that suit everyday shoppers. We distribute b.o.c. to family footwear and department stores across Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Comfort for every day of the week",
    section1Paragraphs: [
      "b.o.c. shoes are designed around comfort first, with soft footbeds, flexible soles and easy closures that make them simple to wear from morning to evening.",
      "The collection changes with the seasons, from slip-on clogs and adjustable sandals in summer to lined boots and booties when the weather turns.",
    ],
    section2Heading: "Dependable supply for busy stores",
    section2Paragraphs: [
      "Comfort styles sell steadily, so we keep core b.o.c. sizes and colours in our Oakville, Ontario, facility and ship replenishment orders within a guaranteed 8 hours.",
      "We help retailers pick the styles that suit their customers, plan reorders and present the brand well in store and online.",
    ],
    contact: {
      heading: "Bring b.o.c. to your customers",
      description:
        "Tell us about your store and our brand manager will send you the b.o.c. line sheet, pricing and delivery options.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Contact the b.o.c. team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures confortables et décontractées pour femmes et hommes : sabots, sandales, chaussures sport et bottes à semelle coussinée, à des prix adaptés aux achats de tous les jours. Nous distribuons b.o.c. aux magasins de chaussures familiaux et aux grands magasins partout au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Du confort tous les jours de la semaine",
    section1Paragraphs: [
      "Les chaussures b.o.c. misent d’abord sur le confort : semelles intérieures moelleuses, semelles souples et fermetures simples, pour un port agréable du matin au soir.",
      "La collection suit les saisons, des sabots à enfiler et des sandales ajustables en été aux bottes et aux bottillons doublés quand le temps se rafraîchit.",
    ],
    section2Heading: "Un approvisionnement fiable pour les magasins achalandés",
    section2Paragraphs: [
      "Les modèles confort se vendent sans relâche : nous gardons les pointures et les couleurs essentielles de b.o.c. dans nos installations d’Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Nous aidons les détaillants à choisir les modèles qui conviennent à leur clientèle, à planifier leurs commandes et à bien présenter la marque en magasin et en ligne.",
    ],
    contact: {
      heading: "Offrez b.o.c. à votre clientèle",
      description:
        "Parlez-nous de votre magasin : notre gestionnaire de marque vous enverra la fiche de collection b.o.c., les prix et les options de livraison.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Écrire à l’équipe b.o.c.",
    },
  },
};
