import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Nurse Mates",
  slug: "nurse-mates",
  website: "https://www.nursemates.com",
  ...brandImages("nurse-mates"),
};

export const nurseMates: BrandContent = {
  id: "nurse-mates",
  look: {
    motif: "nurseShoe",
    accent: "#6fb3d2",
    wordmark: { family: "rounded", weight: 700, case: "as-is", tracking: 0.04 },
  },
  en: {
    ...shared,
    description:
      "Footwear for healthcare professionals: supportive clogs, slip-resistant shoes and cushioned sneakers made for twelve-hour shifts. We supply Nurse Mates to uniform shops, footwear stores and healthcare purchasing programs in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Made for the longest shifts",
    section1Paragraphs: [
      "Nurse Mates shoes are designed with the people who wear them at work: slip-resistant outsoles, supportive footbeds and easy-to-clean uppers that stand up to hospital floors.",
      "Clogs, lace-ups and athletic styles in classic white, black and bright colours let every member of a care team find a pair that suits them.",
    ],
    section2Heading: "A steady supply for healthcare",
    section2Paragraphs: [
      "Uniform stores and hospital programs need reliable replenishment, so we keep Nurse Mates in stock in Oakville, Ontario, and ship orders within a guaranteed 8 hours.",
      "We can also ship directly to staff members for employer programs and online stores through our dropship service.",
    ],
    contact: {
      heading: "Supply Nurse Mates",
      description:
        "Uniform retailers and healthcare buyers: tell us what you need and our brand manager will reply with the Nurse Mates range and program options.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Contact the Nurse Mates team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures pour les professionnels de la santé : sabots de soutien, chaussures antidérapantes et chaussures sport coussinées faites pour les quarts de douze heures. Nous fournissons Nurse Mates aux magasins d’uniformes, aux magasins de chaussures et aux programmes d’approvisionnement en santé au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Faites pour les plus longs quarts de travail",
    section1Paragraphs: [
      "Les chaussures Nurse Mates sont conçues avec les gens qui les portent au travail : semelles antidérapantes, semelles intérieures de soutien et empeignes faciles à nettoyer qui résistent aux planchers d’hôpital.",
      "Sabots, chaussures lacées et modèles sport en blanc classique, en noir et en couleurs vives permettent à chaque membre d’une équipe de soins de trouver la paire qui lui convient.",
    ],
    section2Heading: "Un approvisionnement constant pour la santé",
    section2Paragraphs: [
      "Les magasins d’uniformes et les programmes hospitaliers ont besoin d’un réapprovisionnement fiable : nous gardons Nurse Mates en stock à Oakville, en Ontario, et expédions les commandes dans un délai garanti de 8 heures.",
      "Nous pouvons aussi expédier directement au personnel, pour les programmes d’employeurs et les boutiques en ligne, grâce à notre service de livraison directe.",
    ],
    contact: {
      heading: "Offrez Nurse Mates",
      description:
        "Détaillants d’uniformes et acheteurs du secteur de la santé : dites-nous ce dont vous avez besoin, et notre gestionnaire de marque vous présentera la gamme Nurse Mates et les options de programme.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Écrire à l’équipe Nurse Mates",
    },
  },
};
