import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Stride Rite",
  slug: "stride-rite",
  website: "https://www.striderite.com",
  ...brandImages("stride-rite"),
};

export const strideRite: BrandContent = {
  id: "stride-rite",
  look: {
    motif: "firstWalker",
    accent: "#f2b705",
    wordmark: { family: "rounded", weight: 700, case: "as-is", tracking: 0.02 },
  },
  en: {
    ...shared,
    description:
      "Children’s shoes designed around healthy development, from first walkers to school-age sneakers, with a focus on fit. We bring Stride Rite to children’s shoe stores, family footwear retailers and department stores across Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Fit for every first step",
    section1Paragraphs: [
      "Stride Rite designs shoes for each stage of a child’s growth: flexible, lightweight first walkers for new walkers and supportive sneakers and sandals for active kids.",
      "Roomy toe boxes, secure closures and a choice of widths help parents and fitters find shoes that fit well today and leave room to grow.",
    ],
    section2Heading: "A partner for children’s specialists",
    section2Paragraphs: [
      "We keep Stride Rite in widths and sizes in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours, so a family never leaves your store without the right fit.",
      "Our kids’ brand manager supports your staff with product training and seasonal planning.",
    ],
    contact: {
      heading: "Carry Stride Rite",
      description:
        "Tell us about your store and our kids’ brand manager will reply with the Stride Rite collection and fitting support.",
      email: BRAND_MANAGERS.kids,
      submitText: "Contact the Stride Rite team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures pour enfants pensées pour un développement sain, des premiers pas jusqu’aux chaussures sport d’âge scolaire, avec une attention particulière à l’ajustement. Nous offrons Stride Rite aux magasins de chaussures pour enfants, aux détaillants de chaussures familiaux et aux grands magasins partout au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Bien chaussés dès les premiers pas",
    section1Paragraphs: [
      "Stride Rite conçoit des chaussures pour chaque étape de la croissance : des chaussures de premiers pas souples et légères pour les tout-petits, puis des chaussures sport et des sandales de soutien pour les enfants actifs.",
      "Des bouts spacieux, des fermetures sûres et un choix de largeurs aident les parents et les conseillers à trouver des chaussures bien ajustées aujourd’hui, avec de la place pour grandir.",
    ],
    section2Heading: "Un partenaire des spécialistes pour enfants",
    section2Paragraphs: [
      "Nous gardons Stride Rite dans toutes les largeurs et pointures à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures : aucune famille ne quitte votre magasin sans la bonne pointure.",
      "Notre gestionnaire des marques pour enfants soutient votre personnel avec de la formation sur les produits et la planification saisonnière.",
    ],
    contact: {
      heading: "Offrez Stride Rite",
      description:
        "Parlez-nous de votre magasin, et notre gestionnaire des marques pour enfants vous présentera la collection Stride Rite et le soutien offert pour l’ajustement.",
      email: BRAND_MANAGERS.kids,
      submitText: "Écrire à l’équipe Stride Rite",
    },
  },
};
