import type { Translation } from "../en";

export const contact = {
  general: {
    eyebrow: "Écrivez-nous",
    heading: "Parlons de votre entreprise",
    description:
      "Détaillants, marchands, fournisseurs et partenaires de marque : dites-nous ce dont vous avez besoin et la bonne équipe vous répondra dans un délai d’un jour ouvrable.",
    submit: "Envoyer le message",
  },
  fields: {
    firstName: "Prénom",
    lastName: "Nom",
    company: "Entreprise",
    email: "Courriel",
    phone: "Numéro de téléphone",
    message: "Message",
    recipient: "Service",
  },
  recipients: {
    general: "Renseignements généraux",
    sales: "Ventes",
    dropshipping: "Programme de livraison directe",
    ecommerce: "Solutions de commerce électronique",
  },
  requiredNote: "Tous les champs sont obligatoires.",
  privacyLink: "Comment nous utilisons vos renseignements",
  sending: "Envoi en cours…",
  honeypot: "Laissez ce champ vide",
  errors: {
    firstName: "Le prénom est obligatoire",
    lastName: "Le nom est obligatoire",
    company: "L’entreprise est obligatoire",
    email: "Une adresse courriel valide est obligatoire",
    phone: "Le numéro de téléphone est obligatoire",
    message: "Le message est obligatoire",
  },
  confirm: {
    validation: "Veuillez corriger les erreurs indiquées.",
    recaptcha: "Le reCAPTCHA n’a pas pu être chargé.",
    error: "Désolés, une erreur est survenue lors de l’envoi de votre message.",
    success: "Votre message a bien été envoyé!",
    noScript:
      "Votre message n’a pas été envoyé : notre vérification anti-robot a besoin de JavaScript, qui est désactivé ou encore en chargement dans votre navigateur. Appuyez de nouveau sur le bouton une fois la page chargée, ou écrivez-nous à {{email}}.",
  },
  page: {
    title: "Nous joindre",
    description:
      "Écrivez à Trafalgar Brands à Oakville, en Ontario : ventes, programme de livraison directe, solutions de commerce électronique ou renseignements généraux.",
    heading: "Nous joindre",
    intro:
      "Depuis 1972, nous aidons les détaillants de partout au Canada à offrir les marques que leurs clients adorent. Écrivez-nous, appelez-nous ou visitez notre siège social.",
    addressLabel: "Siège social et centre de distribution",
    phoneLabel: "Téléphone",
    emailLabel: "Courriel",
    hoursLabel: "Heures d’ouverture",
  },
} satisfies Translation["contact"];
