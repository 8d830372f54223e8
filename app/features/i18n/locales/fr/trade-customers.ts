import type { Translation } from "../en";

/** Les pages des clients des outils (`/tools/customers`)\u00a0: clients détaillants, points de livraison, acheteurs. */
export const tradeCustomers: Translation["tools"]["customers"] = {
  title: "Clients",
  description:
    "Les clients détaillants que l’ERP envoie, leurs points de livraison et les acheteurs qui commandent pour eux.",
  heading: "Clients",
  intro:
    "Chaque client détaillant tel que le flux des clients de l’ERP le fournit, ou tel qu’une demande approuvée l’a créé. Invitez ici les acheteurs d’un client\u00a0; un administrateur parmi eux peut ensuite inviter ses collègues.",
  search: "Recherche",
  searchHint: "Numéro ou nom du client",
  submit: "Rechercher",
  count_one: "{{count}} client",
  count_other: "{{count}} clients",
  showing: "Les {{shown}} premiers sur {{total}}. Cherchez pour préciser.",
  empty: "Aucun client ne correspond à cette recherche.",
  none: "Aucun client pour l’instant\u00a0: ils arrivent avec le flux des clients de l’ERP, ou d’une demande de compte détaillant approuvée.",
  columns: {
    number: "Numéro",
    name: "Client",
    status: "Statut",
    buyers: "Acheteurs",
    shipTos: "Points de livraison",
  },
  back: "Retour aux clients",
  notFound: "Ce client n’est pas un client que l’ERP a envoyé.",
  company: "Entreprise",
  buyers: "Acheteurs",
  buyersEmpty:
    "Aucun acheteur pour l’instant\u00a0: invitez le premier, qui devient l’administrateur du client.",
  invite: "Inviter un acheteur",
  firstIsAdmin: "Le premier acheteur d’un client en est l’administrateur.",
  resetSecondFactor: "Réinitialiser la vérification en deux étapes",
  secondFactorOn: "Vérification en deux étapes activée",
};
