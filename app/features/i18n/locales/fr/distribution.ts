import type { Translation } from "../en";

export const distribution = {
  title: "Centre de distribution",
  description:
    "Notre centre de 150 000 pi² à Oakville (Ontario) expédie les commandes de réapprovisionnement dans un délai garanti de 8 heures : réception, stockage, préparation, respect des normes des détaillants, livraison directe.",
  eyebrow: "Oakville (Ontario)",
  heading: "Notre centre de distribution",
  intro:
    "Des installations de 150 000 pi² à Oakville, en Ontario, à quelques minutes des autoroutes qui relient la région du Grand Toronto au reste du pays, conçues pour livrer le bon produit au bon magasin, rapidement.",
  imageAlt: "Notre centre de distribution à Oakville, avec des camions aux quais de chargement",
  facts: {
    label: "Le centre en chiffres",
    area: { value: "150 000 pi²", label: "d’entrepôt à Oakville, en Ontario" },
    turnaround: { value: "8 heures", label: "délai garanti pour les commandes de réapprovisionnement" },
    since: { value: "Depuis 1972", label: "à distribuer des chaussures et des vêtements partout au Canada" },
  },
  promise: {
    // Soft hyphens: on a phone the word is wider than the column.
    heading: "La promesse de réappro\u00ADvision\u00ADnement en 8 heures",
    body: "Quand un de vos produits les plus vendus s’épuise, chaque heure devant une tablette vide est une vente perdue. C’est pourquoi chaque commande de réapprovisionnement que nous recevons est préparée, emballée et expédiée dans un délai garanti de 8 heures.",
    imageAlt: "Un chronomètre au-dessus de boîtes chargées dans un camion de livraison",
  },
  services: {
    heading: "Services de distribution",
    intro: "Un seul centre, une seule équipe, chaque étape entre l’usine et votre client.",
    items: {
      receiving: {
        title: "Réception et contrôle de la qualité",
        body: "Les conteneurs et les boîtes sont enregistrés, comptés et inspectés dès leur arrivée : ce que nous expédions correspond exactement à votre commande.",
      },
      storage: {
        title: "Entreposage et gestion des stocks",
        body: "Des rayonnages et des bacs pour chaque gamme de pointures, des inventaires fiables et des stocks que nos partenaires détaillants peuvent consulter.",
      },
      picking: {
        title: "Préparation, emballage et expédition",
        body: "Des commandes de toutes tailles, d’une seule paire à des camions complets, emballées avec soin et expédiées avec suivi.",
      },
      replenishment: {
        title: "Programmes de réapprovisionnement",
        body: "Des commandes automatiques et électroniques pour les programmes en continu, expédiées dans notre délai garanti de 8 heures.",
      },
      compliance: {
        title: "Conformité aux exigences des détaillants",
        body: "Étiquetage, étiquettes de prix et normes d’emballage respectés pour chaque détaillant, pour que vos envois soient acceptés du premier coup.",
      },
      direct: {
        title: "Livraison directe et retours",
        body: "Les commandes en livraison directe sont expédiées chez les consommateurs, et les retours sont reçus, inspectés et remis en stock.",
      },
    },
  },
} satisfies Translation["distribution"];
