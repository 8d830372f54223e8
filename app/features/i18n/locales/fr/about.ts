import type { Translation } from "../en";

export const about = {
  title: "À propos",
  description:
    "Depuis 1972, Trafalgar Brands s’associe à des marques de chaussures et de vêtements de premier plan pour servir les détaillants canadiens à partir d’Oakville, en Ontario.",
  eyebrow: "À propos de Trafalgar Brands",
  heading: "Un partenaire canadien pour les marques que vous connaissez",
  intro:
    "Trafalgar Brands est un distributeur canadien de chaussures, de vêtements et d’accessoires. Depuis 1972, nous aidons des marques reconnues à atteindre les magasins et les acheteurs en ligne partout au pays, avec le service d’une entreprise qui connaît encore ses clients par leur nom.",
  page: {
    whatWeDo: {
      heading: "Ce que nous faisons",
      intro:
        "Nous faisons le lien entre les marques que nous représentons et les magasins qui les vendent : nous gardons leurs stocks, les vendons aux détaillants, aidons à les mettre en marché et expédions chaque commande.",
      more: "Tous nos services",
    },
    facility: {
      heading: "Notre centre de distribution à Oakville",
      body: "Chaque commande part de nos installations de 150 000 pi² à Oakville, en Ontario, à quelques minutes de l’endroit où l’entreprise a commencé en 1972. Les commandes de réapprovisionnement en sortent dans un délai garanti de 8 heures.",
      link: "Découvrir notre centre de distribution",
      imageAlt:
        "Dessin du centre de distribution de Trafalgar Brands à Oakville, des camions à ses quais de chargement",
    },
  },
  cards: {
    history: {
      title: "Notre histoire",
      paragraphs: {
        first:
          "Tout a commencé en 1972 à Oakville, en Ontario, avec quelques gammes de chaussures, un petit entrepôt et une promesse : livrer à temps, chaque fois.",
        second:
          "Cinq décennies plus tard, nous représentons plus de vingt marques, servons des détaillants dans chaque province et exploitons un centre de distribution de 150 000 pi² à quelques minutes de nos débuts.",
      },
    },
    services: {
      title: "Nos services",
      paragraphs: {
        first:
          "Exécution des commandes, livraison directe, soutien aux ventes, au marketing et au commerce électronique : nous nous occupons de tout, de la marque jusqu’à la tablette.",
        second:
          "Les commandes de réapprovisionnement quittent notre entrepôt dans un délai garanti de 8 heures : vos produits les plus vendus ne restent jamais longtemps en rupture de stock.",
      },
    },
    vision: {
      title: "Notre vision",
      paragraphs: {
        first:
          "Être le partenaire que les marques choisissent pour grandir au Canada, et le fournisseur sur lequel les détaillants comptent, saison après saison.",
        second:
          "Nous investissons dans notre personnel, dans la technologie et dans une chaîne d’approvisionnement responsable, pour que nos cinquante prochaines années reposent sur la même confiance que les premières.",
      },
    },
  },
} satisfies Translation["about"];
