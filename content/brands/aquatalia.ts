import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Aquatalia",
  slug: "aquatalia",
  website: "https://www.aquatalia.com",
  ...brandImages("aquatalia"),
};

export const aquatalia: BrandContent = {
  id: "aquatalia",
  look: {
    motif: "boot",
    accent: "#b08d57",
    wordmark: { family: "serif", weight: 500, case: "upper", tracking: 0.22 },
  },
  en: {
    ...shared,
    description:
      "Italian-made boots and shoes built to shrug off rain and snow without giving up an inch of elegance. We bring Aquatalia’s weatherproof luxury to specialty retailers across Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Weatherproof, made in Italy",
    section1Paragraphs: [
      "Aquatalia styles are crafted in Italy from suede and leather treated to resist water, salt and stains, with grippy rubber soles made for city pavement in February.",
      "The range runs from sleek ankle boots and tall riding boots to loafers and sneakers, so a store can carry one brand from the first frost to spring thaw.",
    ],
    section2Heading: "How we support it in Canada",
    section2Paragraphs: [
      "We hold Aquatalia stock in our 150,000 sq. ft. facility in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours, so best-selling sizes are back on your shelves before the next cold snap.",
      "Our brand manager helps you plan seasonal buys, keeps you informed of new arrivals and supplies product photos for your store and website.",
    ],
    contact: {
      heading: "Carry Aquatalia in your store",
      description:
        "Tell us about your store and our Aquatalia brand manager will get back to you with line sheets, terms and availability.",
      email: BRAND_MANAGERS.luxury,
      submitText: "Contact the Aquatalia team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des bottes et des chaussures fabriquées en Italie, conçues pour braver la pluie et la neige sans rien céder à l’élégance. Nous offrons le luxe imperméable d’Aquatalia aux détaillants spécialisés de partout au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Imperméable, fait en Italie",
    section1Paragraphs: [
      "Les modèles Aquatalia sont confectionnés en Italie dans des suèdes et des cuirs traités pour résister à l’eau, au sel et aux taches, sur des semelles de caoutchouc qui tiennent la route sur les trottoirs de février.",
      "La gamme va des bottillons épurés et des hautes bottes cavalières aux mocassins et aux chaussures sport : un magasin peut donc miser sur une seule marque des premières gelées jusqu’au dégel.",
    ],
    section2Heading: "Notre soutien au Canada",
    section2Paragraphs: [
      "Nous gardons les stocks Aquatalia dans nos installations de 150 000 pi² à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures : vos pointures les plus vendues reviennent sur vos tablettes avant la prochaine vague de froid.",
      "Notre gestionnaire de marque vous aide à planifier vos achats saisonniers, vous tient au courant des nouveautés et vous fournit des photos de produits pour votre magasin et votre site web.",
    ],
    contact: {
      heading: "Offrez Aquatalia dans votre magasin",
      description:
        "Parlez-nous de votre magasin : notre gestionnaire de la marque Aquatalia vous fera parvenir les fiches de collection, les conditions et les disponibilités.",
      email: BRAND_MANAGERS.luxury,
      submitText: "Écrire à l’équipe Aquatalia",
    },
  },
};
