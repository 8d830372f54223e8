/** The trade area (`/b2b/…`): retail buyers' sign-in, their account and their company's buyers (decision 330). */
export const trade = {
  signIn: {
    title: "Trade sign-in",
    description:
      "Sign in to order from Trafalgar Brands: our catalogue, with live stock and your own prices.",
    intro: "For the buyers of our retail customers. Sign in with the e-mail address your invitation came to.",
    apply: "Not a customer yet? Apply for a retail account",
  },
  secondStep: {
    lockedMinutes_one:
      "Too many wrong codes for this account: two-step verification is locked. Try again in {{count}} minute, or ask our sales team to reset it.",
    lockedMinutes_other:
      "Too many wrong codes for this account: two-step verification is locked. Try again in {{count}} minutes, or ask our sales team to reset it.",
    lockedHours_one:
      "Too many wrong codes for this account: two-step verification is locked. Try again in {{count}} hour, or ask our sales team to reset it.",
    lockedHours_other:
      "Too many wrong codes for this account: two-step verification is locked. Try again in {{count}} hours, or ask our sales team to reset it.",
  },
  reset: {
    description: "Get a link to choose a new password for your trade account.",
    intro:
      "Enter the e-mail address of your trade account. If an account uses it, we send it a link to choose a new password; the link works once, for one hour.",
    sent: "Check your inbox: if a trade account uses this address, a link to choose a new password is on its way. It works for one hour.",
  },
  setPassword: {
    description: "Choose the password of your trade account.",
    invitationIntro: "Welcome, {{name}}. Choose the password of your trade account, {{email}}.",
    resetIntro: "Choose a new password for your trade account, {{email}}.",
    goneBody:
      "It was already used, or it has expired. Ask for a new reset link, or ask your company’s administrator to invite you again.",
  },
  layout: {
    skipToContent: "Skip to main content",
    nav: "Trade account",
    account: "Your account",
    website: "Public website",
    signOut: "Sign out",
    signedInFor: "Buying for {{company}}",
  },
  account: {
    title: "Your trade account",
    description: "Your company’s account with Trafalgar Brands: terms, ship-to locations and buyers.",
    onHold:
      "Your company’s account is on hold: you can browse, and our credit team will be in touch before new orders ship.",
    company: {
      heading: "Your company",
      number: "Customer number",
      legalName: "Legal name",
      terms: "Terms",
      termsPending: "To be confirmed by our sales team",
      creditLimit: "Credit limit",
      openBalance: "Open balance",
      gstHst: "GST/HST number",
      qst: "QST number",
      pst: "PST number",
      none: "None given",
      documentLanguage: "Language of your documents",
      status: "Status",
      statuses: { active: "Active", on_hold: "On hold" },
      fromErp: "These come from our records; to change them, write to your sales representative.",
    },
    shipTos: {
      heading: "Ship-to locations",
      intro: "The stores we ship your orders to.",
      name: "Store",
      storeNumber: "Store no.",
      address: "Address",
      empty: "No ship-to location yet: our sales team adds your stores.",
    },
    buyers: {
      heading: "Your company’s buyers",
      intro: "Everyone who orders for your company. An administrator invites colleagues and manages them.",
      name: "Name",
      email: "E-mail address",
      role: "Role",
      state: "Status",
      roles: { buyer: "Buyer", customer_admin: "Administrator" },
      states: { invited: "Invited", active: "Active", deactivated: "Deactivated" },
      you: "You",
      actions: "Actions",
      makeAdmin: "Make administrator",
      makeBuyer: "Make buyer",
      deactivate: "Deactivate",
      reactivate: "Reactivate",
      inviteAgain: "Send the invitation again",
      done: {
        invited: "Invitation sent to {{email}}.",
        invitationSent: "A new invitation is on its way to {{email}}.",
        roleChanged: "{{name}} is now: {{role}}.",
        deactivated: "{{name}} can no longer sign in.",
        reactivated: "{{name}} can sign in again.",
      },
      refused: {
        taken:
          "An account already uses this address. Each person has one account: ask them to sign in with it, or use another address.",
        self: "You cannot change your own account here.",
        unknown: "That buyer is not one of your company’s.",
      },
    },
    invite: {
      heading: "Invite a colleague",
      name: "Name",
      email: "E-mail address",
      role: "Role",
      language: "Language of their e-mails",
      submit: "Send the invitation",
      submitting: "Sending…",
      errors: {
        name: "Enter their name.",
        email: "Enter an e-mail address such as name@store.ca.",
      },
    },
    you: {
      heading: "Your sign-in",
      name: "Name",
      email: "E-mail address",
      role: "Role",
      resetHint: "To change your password, sign out, then ask for a reset link on the sign-in page.",
    },
  },
};
