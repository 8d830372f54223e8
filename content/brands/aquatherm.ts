import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "aquatherm",
  slug: "aquatherm",
  website: "https://aquatherm.com",
  ...brandImages("aquatherm"),
};

export const aquatherm: BrandContent = {
  id: "aquatherm",
  look: {
    motif: "pipe",
    accent: "#2e9e5b",
    wordmark: { family: "sans", weight: 700, case: "lower", tracking: 0.02 },
  },
  en: {
    ...shared,
    description:
      "German-engineered polypropylene piping systems for plumbing, heating, cooling and industrial lines, joined by heat fusion into one leak-free piece. We supply aquatherm pipe and fittings to Canadian wholesalers and mechanical contractors.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Pipe that fuses into one piece",
    section1Paragraphs: [
      "aquatherm pipe and fittings are made from polypropylene and joined by heat fusion: the pipe and the fitting melt together, so a finished system has no glue, no solder and no mechanical joints to fail.",
      "The material does not corrode or scale, which makes it a long-lived choice for potable water, hydronic heating, chilled water and compressed air in commercial and residential buildings.",
    ],
    section2Heading: "Stock and support for Canadian job sites",
    section2Paragraphs: [
      "We keep aquatherm pipe, fittings and fusion tools on hand in Oakville, Ontario, so wholesalers can count on steady supply when a project schedule tightens.",
      "Our team coordinates orders and deliveries for distributors across the country and connects contractors with the technical resources they need to specify and install the system.",
    ],
    contact: {
      heading: "Source aquatherm for your projects",
      description:
        "Wholesalers and contractors: tell us about your project or branch and our aquatherm specialist will follow up with pricing and availability.",
      email: BRAND_MANAGERS.piping,
      submitText: "Contact our aquatherm specialist",
    },
  },
  fr: {
    ...shared,
    description:
      "Des systèmes de tuyauterie en polypropylène conçus en Allemagne pour la plomberie, le chauffage, la climatisation et les procédés industriels, assemblés par thermofusion en une seule pièce étanche. Nous fournissons les tuyaux et raccords aquatherm aux grossistes et entrepreneurs en mécanique du bâtiment au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Une tuyauterie qui fusionne en une seule pièce",
    section1Paragraphs: [
      "Les tuyaux et raccords aquatherm sont faits de polypropylène et assemblés par thermofusion : le tuyau et le raccord fondent ensemble, si bien qu’un réseau terminé ne compte ni colle, ni soudure, ni joint mécanique susceptible de céder.",
      "Le matériau ne se corrode pas et ne s’entartre pas, ce qui en fait un choix durable pour l’eau potable, le chauffage hydronique, l’eau refroidie et l’air comprimé dans les bâtiments commerciaux et résidentiels.",
    ],
    section2Heading: "Des stocks et du soutien pour les chantiers canadiens",
    section2Paragraphs: [
      "Nous gardons en stock à Oakville, en Ontario, les tuyaux, raccords et outils de fusion aquatherm : les grossistes peuvent compter sur un approvisionnement régulier quand l’échéancier d’un projet se resserre.",
      "Notre équipe coordonne les commandes et les livraisons des distributeurs d’un océan à l’autre et met les entrepreneurs en contact avec les ressources techniques dont ils ont besoin pour concevoir et installer le système.",
    ],
    contact: {
      heading: "Procurez-vous aquatherm pour vos projets",
      description:
        "Grossistes et entrepreneurs : parlez-nous de votre projet ou de votre succursale, et notre spécialiste aquatherm vous fera parvenir les prix et les disponibilités.",
      email: BRAND_MANAGERS.piping,
      submitText: "Écrire à notre spécialiste aquatherm",
    },
  },
};
