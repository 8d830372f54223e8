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
    confirm:
      "Encore une étape : les scripts de cette page ne se sont pas exécutés dans votre navigateur. Vérifiez votre message, puis appuyez de nouveau sur le bouton pour l’envoyer.",
    held: "Votre message a bien été reçu. Notre équipe le lira, puis le transmettra à qui de droit.",
  },
  nextStep: {
    general: "Notre équipe vous répondra par courriel dans un délai d’un jour ouvrable.",
    sales: "Notre équipe des ventes vous répondra par courriel dans un délai d’un jour ouvrable.",
    dropshipping:
      "L’équipe du programme de livraison directe vous répondra par courriel dans un délai d’un jour ouvrable.",
    ecommerce:
      "Notre équipe du commerce électronique vous répondra par courriel dans un délai d’un jour ouvrable.",
    brand: "Le gestionnaire de la marque vous répondra par courriel dans un délai d’un jour ouvrable.",
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
