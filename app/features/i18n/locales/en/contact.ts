export const contact = {
  general: {
    eyebrow: "Write to us",
    heading: "Let’s talk about your business",
    description:
      "Retailers, dealers, vendors and brand partners: tell us what you need and the right team will get back to you within one business day.",
    submit: "Send message",
  },
  fields: {
    firstName: "First name",
    lastName: "Last name",
    company: "Company",
    email: "Email",
    phone: "Phone number",
    message: "Message",
    recipient: "Department",
  },
  recipients: {
    general: "General inquiries",
    sales: "Sales",
    dropshipping: "Dropship program",
    ecommerce: "E-commerce solutions",
  },
  requiredNote: "All fields are required.",
  privacyLink: "How we use your information",
  sending: "Sending…",
  honeypot: "Leave this field empty",
  errors: {
    firstName: "First name is required",
    lastName: "Last name is required",
    company: "Company is required",
    email: "Valid email is required",
    phone: "Phone number is required",
    message: "Message is required",
  },
  confirm: {
    validation: "Please correct the highlighted errors.",
    recaptcha: "reCAPTCHA failed to load.",
    error: "Sorry, there was an error sending your message.",
    success: "Your message was sent successfully!",
    confirm:
      "One more step: this page's scripts did not run in your browser, so please check your message and press the button again to send it.",
    held: "Your message was received. Our team will read it, then pass it on to the right person.",
  },
  /** After the success message: who answers, and when (the department chosen, or the brand's manager). */
  nextStep: {
    general: "Our team will reply by email within one business day.",
    sales: "Our sales team will reply by email within one business day.",
    dropshipping: "Our dropship program team will reply by email within one business day.",
    ecommerce: "Our e-commerce team will reply by email within one business day.",
    brand: "The brand's manager will reply by email within one business day.",
  },
  page: {
    title: "Contact us",
    description:
      "Write to Trafalgar Brands in Oakville, Ontario: sales, our dropship program, e-commerce solutions or general inquiries.",
    heading: "Contact us",
    intro:
      "Since 1972 we have helped retailers across Canada carry the brands their customers love. Send us a message, call us, or visit our head office.",
    addressLabel: "Head office and distribution centre",
    phoneLabel: "Phone",
    emailLabel: "Email",
    hoursLabel: "Business hours",
  },
} as const;
