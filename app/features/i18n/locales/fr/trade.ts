import type { Translation } from "../en";

/** L’espace commercial (`/b2b/…`)\u00a0: connexion des acheteurs, leur compte et les acheteurs de leur entreprise. */
export const trade: Translation["trade"] = {
  signIn: {
    title: "Connexion commerciale",
    description:
      "Connectez-vous pour commander chez Trafalgar Brands\u00a0: notre catalogue, avec les stocks en temps réel et vos propres prix.",
    intro:
      "Pour les acheteurs de nos clients détaillants. Connectez-vous avec l’adresse courriel à laquelle votre invitation est arrivée.",
    apply: "Pas encore client\u202f? Demandez un compte détaillant",
  },
  secondStep: {
    lockedMinutes_one:
      "Trop de codes erronés pour ce compte\u00a0: la vérification en deux étapes est verrouillée. Réessayez dans {{count}} minute, ou demandez à notre équipe des ventes de la réinitialiser.",
    lockedMinutes_other:
      "Trop de codes erronés pour ce compte\u00a0: la vérification en deux étapes est verrouillée. Réessayez dans {{count}} minutes, ou demandez à notre équipe des ventes de la réinitialiser.",
    lockedHours_one:
      "Trop de codes erronés pour ce compte\u00a0: la vérification en deux étapes est verrouillée. Réessayez dans {{count}} heure, ou demandez à notre équipe des ventes de la réinitialiser.",
    lockedHours_other:
      "Trop de codes erronés pour ce compte\u00a0: la vérification en deux étapes est verrouillée. Réessayez dans {{count}} heures, ou demandez à notre équipe des ventes de la réinitialiser.",
  },
  reset: {
    description: "Recevez un lien pour choisir un nouveau mot de passe pour votre compte commercial.",
    intro:
      "Saisissez l’adresse courriel de votre compte commercial. Si un compte l’utilise, nous lui envoyons un lien pour choisir un nouveau mot de passe\u00a0; le lien est valable une seule fois, pendant une heure.",
    sent: "Consultez votre boîte de réception\u00a0: si un compte commercial utilise cette adresse, un lien pour choisir un nouveau mot de passe est en route. Il est valable une heure.",
  },
  setPassword: {
    description: "Choisissez le mot de passe de votre compte commercial.",
    invitationIntro: "Bienvenue, {{name}}. Choisissez le mot de passe de votre compte commercial, {{email}}.",
    resetIntro: "Choisissez un nouveau mot de passe pour votre compte commercial, {{email}}.",
    goneBody:
      "Il a déjà été utilisé, ou il a expiré. Demandez un nouveau lien de réinitialisation, ou demandez à l’administrateur de votre entreprise de vous inviter de nouveau.",
  },
  layout: {
    skipToContent: "Passer au contenu principal",
    nav: "Compte commercial",
    account: "Votre compte",
    website: "Site public",
    signOut: "Se déconnecter",
    signedInFor: "Acheteur pour {{company}}",
  },
  account: {
    title: "Votre compte commercial",
    description:
      "Le compte de votre entreprise chez Trafalgar Brands\u00a0: conditions, points de livraison et acheteurs.",
    onHold:
      "Le compte de votre entreprise est en attente\u00a0: vous pouvez consulter le catalogue, et notre équipe du crédit communiquera avec vous avant l’expédition de nouvelles commandes.",
    company: {
      heading: "Votre entreprise",
      number: "Numéro de client",
      legalName: "Dénomination sociale",
      terms: "Conditions de paiement",
      termsPending: "À confirmer par notre équipe des ventes",
      creditLimit: "Limite de crédit",
      openBalance: "Solde ouvert",
      gstHst: "Numéro de TPS/TVH",
      qst: "Numéro de TVQ",
      pst: "Numéro de TVP",
      none: "Aucun",
      documentLanguage: "Langue de vos documents",
      status: "Statut",
      statuses: { active: "Actif", on_hold: "En attente" },
      fromErp:
        "Ces renseignements viennent de nos dossiers\u00a0; pour les modifier, écrivez à votre représentant des ventes.",
    },
    shipTos: {
      heading: "Points de livraison",
      intro: "Les magasins où nous expédions vos commandes.",
      name: "Magasin",
      storeNumber: "N° de magasin",
      address: "Adresse",
      empty: "Aucun point de livraison pour l’instant\u00a0: notre équipe des ventes ajoute vos magasins.",
    },
    buyers: {
      heading: "Les acheteurs de votre entreprise",
      intro:
        "Toutes les personnes qui commandent pour votre entreprise. Un administrateur invite ses collègues et gère leurs comptes.",
      name: "Nom",
      email: "Adresse courriel",
      role: "Rôle",
      state: "Statut",
      roles: { buyer: "Acheteur", customer_admin: "Administrateur" },
      states: { invited: "Invité", active: "Actif", deactivated: "Désactivé" },
      you: "Vous",
      actions: "Actions",
      makeAdmin: "Nommer administrateur",
      makeBuyer: "Nommer acheteur",
      deactivate: "Désactiver",
      reactivate: "Réactiver",
      inviteAgain: "Renvoyer l’invitation",
      done: {
        invited: "Invitation envoyée à {{email}}.",
        invitationSent: "Une nouvelle invitation est en route vers {{email}}.",
        roleChanged: "{{name}} est maintenant\u00a0: {{role}}.",
        deactivated: "{{name}} ne peut plus se connecter.",
        reactivated: "{{name}} peut se connecter de nouveau.",
      },
      refused: {
        taken:
          "Un compte utilise déjà cette adresse. Chaque personne a un seul compte\u00a0: demandez-lui de se connecter avec celui-ci, ou utilisez une autre adresse.",
        self: "Vous ne pouvez pas modifier votre propre compte ici.",
        unknown: "Cet acheteur ne fait pas partie de votre entreprise.",
      },
    },
    invite: {
      heading: "Inviter un collègue",
      name: "Nom",
      email: "Adresse courriel",
      role: "Rôle",
      language: "Langue de ses courriels",
      submit: "Envoyer l’invitation",
      submitting: "Envoi…",
      errors: {
        name: "Saisissez son nom.",
        email: "Saisissez une adresse courriel comme nom@magasin.ca.",
      },
    },
    you: {
      heading: "Votre connexion",
      name: "Nom",
      email: "Adresse courriel",
      role: "Rôle",
      resetHint:
        "Pour changer votre mot de passe, déconnectez-vous, puis demandez un lien de réinitialisation depuis la page de connexion.",
    },
  },
};
