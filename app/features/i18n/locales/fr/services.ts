import type { Translation } from "../en";

export const services = {
  title: "Nos services",
  description:
    "Exécution des commandes, livraison directe, soutien aux ventes, au marketing et au commerce électronique pour les marques et les détaillants du Canada, depuis nos installations de 150 000 pi² à Oakville.",
  eyebrow: "Ce que nous faisons",
  heading: "Des services qui font avancer votre entreprise",
  intro:
    "Tout ce dont une marque a besoin pour réussir dans le commerce de détail au Canada, sous un même toit. À partir de nos installations de 150 000 pi² à Oakville, en Ontario, nous entreposons, vendons, mettons en marché et expédions pour les marques que nous représentons et pour les détaillants qui les offrent.",
  contactUs: "Nous joindre",
  sections: {
    fulfillment: {
      title: "Exécution des commandes",
      imageAlt: "Des boîtes qui circulent sur un convoyeur entre les rayonnages de l’entrepôt",
      body: "Chaque commande est reçue, préparée, emballée et expédiée de notre centre de distribution d’Oakville par une équipe qui le fait depuis 1972. Les commandes de réapprovisionnement partent dans un délai garanti de 8 heures, avec des étiquettes conformes aux exigences des détaillants et un suivi pour chaque boîte.",
      contactLabel: "Nous joindre au sujet de l’exécution des commandes",
    },
    dropship: {
      title: "Gestion et soutien du programme de livraison directe",
      imageAlt: "Un colis qui quitte l’entrepôt pour le domicile d’un client",
      body: "Offrez nos marques à vos clients sans avoir à garder de stock. Nous expédions chaque commande directement à votre client, en votre nom, synchronisons votre boutique avec des flux quotidiens de données sur les stocks et nous occupons des retours, tandis qu’un coordonnateur attitré soutient votre programme, de la mise en place jusqu’à la haute saison.",
      contactLabel: "Nous joindre au sujet du programme de livraison directe",
    },
    sales: {
      title: "Soutien aux ventes",
      imageAlt: "Une table de salle d’exposition avec des chaussures, des échantillons et un bon de commande",
      body: "Nos représentants et notre salle d’exposition aident les acheteurs à planifier leurs assortiments, à commander de nouveau leurs produits les plus vendus et à lancer de nouvelles collections. Chaque gestionnaire de compte connaît les marques et les magasins qu’il sert, et répond en un jour ouvrable.",
      contactLabel: "Nous joindre au sujet du soutien aux ventes",
    },
    marketing: {
      title: "Soutien marketing",
      imageAlt:
        "Un présentoir en magasin, des pages de catalogue et une affiche de campagne pour une collection de chaussures",
      body: "Présentoirs aux points de vente, publicité coopérative, catalogues saisonniers et photographie de produits pour les modèles que nous distribuons, en français et en anglais. Nous aidons les détaillants à mettre en valeur chaque marque en magasin et en ligne, appuyés par le stock de notre centre de distribution.",
      link: "Découvrir notre centre de distribution",
    },
    ecommerce: {
      title: "Solutions de commerce électronique",
      imageAlt:
        "Une fiche produit sur un ordinateur portable et un téléphone, avec des données sur les stocks à côté",
      body: "Nous fournissons les données sur les produits, les photos et les flux de données sur les stocks dont votre boutique en ligne ou votre place de marché a besoin, et nous nous chargeons de l’exécution des commandes. Nous aidons les détaillants à lancer nos marques en ligne rapidement, avec un contenu exact dans les deux langues officielles.",
      contactLabel: "Nous joindre au sujet des solutions de commerce électronique",
    },
  },
} satisfies Translation["services"];
