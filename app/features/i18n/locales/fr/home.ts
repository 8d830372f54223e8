import type { Translation } from "../en";

export const home = {
  title: "Trafalgar Brands : chaussures et vêtements distribués au Canada depuis 1972",
  description:
    "Trafalgar Brands distribue plus de vingt marques de chaussures, de vêtements et d’accessoires aux détaillants de partout au Canada, à partir de son centre de distribution de 150 000 pi² à Oakville, en Ontario.",
  hero: {
    label: "Marques en vedette",
    eyebrow: "Distributeur canadien depuis 1972",
    heading: "Les marques que les Canadiens adorent, sur vos tablettes",
    body: "Depuis plus de cinquante ans, nous offrons aux détaillants d’un océan à l’autre des marques de chaussures, de vêtements et d’accessoires de confiance, expédiées de notre centre de distribution de 150 000 pi² à Oakville, en Ontario.",
    cta: "Découvrir nos marques",
    contactLogo: "Écrire à Trafalgar Brands",
    slide: "{{index}} sur {{count}}",
    status: "Marque {{index}} sur {{count}} : {{name}}",
    brandLink: "Découvrir {{name}}",
    previous: "Marque précédente",
    next: "Marque suivante",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
  },
  strip: {
    heading: "Les marques que nous représentons",
    body: "Des chaussures, des vêtements, des bijoux et des systèmes de tuyauterie de marques auxquelles les détaillants et leurs clients font confiance.",
    pause: "Arrêter le défilement des logos",
    play: "Reprendre le défilement des logos",
    explore: "Voir toutes les marques",
  },
  promo: {
    eyebrow: "Commerce électronique et livraison directe",
    heading: "Vendez en ligne sans gérer de stock",
    body: "Nous expédions les commandes de vos clients directement de notre entrepôt d’Oakville, en votre nom, et votre boutique en ligne suit nos stocks en temps réel. Vous concluez la vente; nous préparons, emballons et livrons.",
    points: {
      feeds: "Flux de données sur les stocks et les produits en temps réel",
      shipping: "Livraison directe au client sous votre marque",
      returns: "Retours pris en charge à votre place",
    },
    readMore: "En savoir plus",
    readMoreLabel: "En savoir plus sur nos services de commerce électronique et de livraison directe",
    imageAlt:
      "Un ordinateur portable affichant une boutique de chaussures en ligne, à côté de colis prêts à partir",
  },
  grid: {
    heading: "Nos marques",
    body: "Plus de vingt marques de chaussures, de vêtements, de bijoux et de tuyauterie, chacune soutenue par une équipe attitrée au Canada.",
  },
  banner: {
    heading: "Envie de grandir avec un partenaire qui tient ses promesses?",
    body: "Détaillant, marchand ou marque, dites-nous ce dont vous avez besoin. Notre équipe répond en un jour ouvrable.",
    cta: "Travaillons ensemble",
  },
} satisfies Translation["home"];
