/** The retail account application (`/retailers/apply`) and the links to it. */
export const retailers = {
  apply: {
    title: "Open a retail account",
    description:
      "Apply to carry our brands in your store: one form, reviewed by our sales team within two business days.",
    eyebrow: "For retailers",
    heading: "Open a retail account",
    intro:
      "Independent stores, chains, online shops and department stores across Canada carry the brands we distribute. Tell us about your business once; our sales team reviews every application within two business days.",
    requiredNote: "Every field is required unless its label says otherwise.",
    sections: {
      business: "Your business",
      contact: "Who we should talk to",
      address: "Business address",
      tax: "Tax registration",
      brands: "Brands you would like to carry",
      message: "Anything else",
    },
    fields: {
      legalName: "Legal business name",
      operatingName: "Operating name (if different)",
      contactName: "Contact person",
      email: "Email",
      phone: "Phone number",
      street: "Street address",
      city: "City",
      province: "Province or territory",
      postalCode: "Postal code",
      gstHst: "GST/HST number",
      qst: "QST number (Quebec only)",
      storeType: "Type of store",
      website: "Website (optional)",
      doors: "Number of stores",
      message: "Message (optional)",
    },
    hints: {
      postalCode: "For example L6H 6R3.",
      gstHst:
        "15 characters: your business number, then RT and the account number, for example 123456789RT0001.",
      qst: "Quebec retailers: 16 characters, for example 1234567890TQ0001. Outside Quebec, leave it blank.",
      website: "Your store's site, if it has one.",
      doors: "Stores this business runs.",
      brands: "Choose at least one.",
      message: "Your categories, seasons, the volume you expect: whatever helps us prepare.",
    },
    choose: "Choose…",
    storeTypes: {
      independent: "Independent store",
      chain: "Chain",
      online: "Online store",
      department: "Department store",
      other: "Other",
    },
    provinces: {
      AB: "Alberta",
      BC: "British Columbia",
      MB: "Manitoba",
      NB: "New Brunswick",
      NL: "Newfoundland and Labrador",
      NS: "Nova Scotia",
      NT: "Northwest Territories",
      NU: "Nunavut",
      ON: "Ontario",
      PE: "Prince Edward Island",
      QC: "Quebec",
      SK: "Saskatchewan",
      YT: "Yukon",
    },
    errors: {
      legalName: "The legal business name is required",
      operatingName: "The operating name is too long",
      contactName: "A contact person is required",
      email: "A valid email is required",
      phone: "A phone number of at least 7 digits is required",
      street: "The street address is required",
      city: "The city is required",
      province: "Choose a province or territory",
      postalCode: "Enter a Canadian postal code (A1A 1A1) that belongs to the province chosen",
      gstHst: "Enter a GST/HST number such as 123456789RT0001",
      qst: "Quebec retailers: enter a QST number such as 1234567890TQ0001; outside Quebec, leave it blank",
      storeType: "Choose the type of store",
      website: "Enter a web address such as example.com, or leave it blank",
      doors: "Enter a number of stores from 1 to 5,000",
      brands: "Choose at least one brand",
      message: "The message is too long",
    },
    submit: "Send my application",
    sending: "Sending…",
    outcome: {
      validation: "Please correct the highlighted fields.",
      recaptcha:
        "Our check that the form was sent by a person could not start. Please try again in a moment.",
      error: "Sorry, your application could not be sent. Please try again, or call us.",
      confirm:
        "One more step: this page's scripts did not run in your browser, so please check your application and press the button again to send it.",
      success:
        "Thank you: your application {{reference}} has reached our sales team. We have sent you an email to confirm it, and will contact you within two business days.",
    },
    privacyLink: "How we handle the information in this application",
    next: {
      heading: "What happens next",
      review: "Our sales team reviews your application within two business days.",
      call: "A sales representative calls you to talk about the brands, your stores and our terms.",
      open: "Your account opens: price lists, line sheets and product photos, and your first order.",
      questions: "Questions before you apply?",
      phone: "Call customer service at {{phone}}",
    },
  },
  notify: {
    heading: "Notify me when online ordering opens",
    intro:
      "Leave your email address and we will tell you when retailers can order online. We first send you a link to confirm it: until you do, we keep nothing.",
    email: "Email",
    consent:
      "Yes, {{company}} ({{address}}; {{email}}) may email me about the opening of online ordering for retailers: one or a few messages. I can withdraw my consent at any time with the unsubscribe link in each message, or by writing to {{company}} at that address.",
    submit: "Notify me",
    sending: "Sending…",
    errors: {
      email: "A valid email address is required",
      consent: "Tick the box to agree to these emails",
    },
    outcome: {
      sent: "Check your inbox: we sent a link to confirm your address. It works for 7 days.",
      validation: "Please correct the highlighted fields.",
      recaptcha:
        "Our check that the form was sent by a person could not start. Please try again in a moment.",
      error: "Sorry, your address could not be taken. Please try again in a moment.",
      busy: "Too many forms were sent from your connection. Please try again in a few minutes.",
      confirm:
        "One more step: this page's scripts did not run in your browser, so please check your address and press “Notify me” again.",
    },
    privacyLink: "How we handle your address",
    backToForm: "Back to the notify-me form",
    confirm: {
      title: "Confirm your address",
      description: "Confirm the address that will hear when online ordering opens for retailers.",
      heading: "Confirm your address",
      intro:
        "Press the button to put {{email}} on the list: we will email it when online ordering opens for retailers.",
      button: "Confirm my address",
      confirmed: {
        heading: "You are on the list",
        body: "Thank you. We will email you when online ordering opens. We have just sent you a welcome email; every message from this list has a link to unsubscribe in one click.",
      },
      expired: {
        heading: "This link has expired",
        body: "A confirmation link works for 7 days. Enter your address again on the B2B page and we will send you a new one.",
      },
      unknown: {
        heading: "This link does not work",
        body: "It may have been used already, or copied incompletely. If you have confirmed your address, you are on the list; otherwise, enter it again on the B2B page.",
      },
    },
    unsubscribe: {
      title: "Unsubscribe",
      description: "Stop hearing about the opening of online ordering for retailers.",
      heading: "Unsubscribe from online ordering news",
      intro:
        "Press the button to take {{email}} off the list. We delete it at once and will not write to it again.",
      button: "Unsubscribe",
      done: {
        heading: "You are unsubscribed",
        body: "Your address is deleted from the list. We will not write to you about online ordering again.",
      },
      unknown: {
        heading: "This link does not work",
        body: "The address may already be unsubscribed: then there is nothing more to do. If you still receive these messages, write to us at {{email}}.",
      },
    },
  },
} as const;
