import type { Translation } from "../en";

export const brands = {
  list: {
    title: "Nos marques",
    description:
      "Les marques de chaussures, de vêtements, de bijoux et de tuyauterie que Trafalgar Brands distribue partout au Canada depuis Oakville, en Ontario.",
    eyebrow: "Nos marques",
    heading: "Les marques que nous offrons au Canada",
    intro:
      "Depuis 1972, nous représentons des noms de confiance en chaussures, en vêtements et en accessoires, ainsi que les systèmes de tuyauterie aquatherm. Depuis nos installations de 150 000 pi² à Oakville, en Ontario, nous les gardons en stock, les vendons et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
    gridLabel: "Toutes les marques",
  },
  page: {
    label: "NOS MARQUES",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    sectionsHeading: "À propos de {{name}}",
    allBrands: "Toutes les marques",
    breadcrumb: "Fil d’Ariane",
    apply: "Pour offrir {{name}}, ouvrez un compte détaillant",
  },
  notFound: {
    title: "Marque introuvable",
    heading: "Marque introuvable",
    body: "Nous ne distribuons aucune marque à cette adresse. Elle a peut-être été renommée ou retirée; toutes nos marques figurent sur notre page des marques.",
    back: "Voir toutes nos marques",
  },
  retired: {
    title: "Marque qui n’est plus distribuée",
    heading: "Nous ne distribuons plus cette marque",
    body: "Trafalgar Brands ne distribue plus cette marque au Canada. Toutes les marques que nous distribuons aujourd’hui figurent sur notre page des marques.",
    back: "Voir les marques que nous distribuons",
  },
} satisfies Translation["brands"];
