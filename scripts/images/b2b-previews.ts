import { MOTIFS } from "../../app/lib/brand-art/motifs.ts";
import { PALETTE } from "../../app/lib/brand-art/palette.ts";
import { xmlAttribute, xmlText } from "../../app/lib/escape.ts";

/**
 * 960 × 600 previews of the B2B ordering platform: one application frame (sidebar, search, account) around
 * four screens. Drawn, not captured: the platform is still being built.
 */
export const B2B_SCREENS = ["catalog", "inventory", "orders", "checkout"] as const;
export type B2bScreen = (typeof B2B_SCREENS)[number];

export const B2B_LANGUAGES = ["en", "fr"] as const;
export type B2bLanguage = (typeof B2B_LANGUAGES)[number];

/** Fixed-length label lists, so a language cannot drop or add a column, filter or menu entry. */
type Labels4 = readonly [string, string, string, string];
type Labels5 = readonly [string, string, string, string, string];

const EN = {
  locale: "en-CA",
  nav: ["Catalogue", "Inventory", "Orders", "Checkout"] as Labels4,
  account: "Maple Shoe Co.",
  search: "Search styles, item numbers…",
  catalogTitle: "Product catalogue",
  filters: ["All brands", "Women", "Men", "Kids", "Work"] as Labels5,
  inventoryTitle: "Real-time inventory",
  inventoryHeads: ["Item", "Brand", "Sizes in stock", "On hand", "Status"] as Labels5,
  low: "Low",
  inStock: "In stock",
  ordersTitle: "Order history and tracking",
  order: "Order #",
  statuses: { delivered: "Delivered", shipped: "Shipped", picking: "Picking", confirmed: "Confirmed" },
  checkoutTitle: "Checkout",
  shipTo: "Ship to",
  fields: { store: "Store", street: "Street address", city: "City", postalCode: "Postal code" },
  paymentTerms: "Payment terms",
  onAccount: "Net 30 on account",
  creditCard: "Credit card",
  summary: "Order summary",
  subtotal: "Subtotal",
  shipping: "Shipping",
  free: "Free",
  total: "Total",
  placeOrder: "Place order",
  shipsFrom: "Ships from Oakville within 8 hours",
};

type PreviewCopy = typeof EN;

/** Each screen is drawn once per language: a French page never shows an English interface. */
const COPY: Record<B2bLanguage, PreviewCopy> = {
  en: EN,
  fr: {
    locale: "fr-CA",
    nav: ["Catalogue", "Stocks", "Commandes", "Paiement"],
    account: "Chaussures Érable",
    search: "Rechercher un modèle, un numéro…",
    catalogTitle: "Catalogue de produits",
    filters: ["Toutes les marques", "Femmes", "Hommes", "Enfants", "Travail"],
    inventoryTitle: "Stocks en temps réel",
    inventoryHeads: ["Article", "Marque", "Pointures en stock", "En main", "Statut"],
    low: "Faible",
    inStock: "En stock",
    ordersTitle: "Historique et suivi des commandes",
    order: "Commande nº ",
    statuses: { delivered: "Livrée", shipped: "Expédiée", picking: "En préparation", confirmed: "Confirmée" },
    checkoutTitle: "Paiement",
    shipTo: "Livrer à",
    fields: { store: "Magasin", street: "Adresse", city: "Ville", postalCode: "Code postal" },
    paymentTerms: "Modalités de paiement",
    onAccount: "Net 30 jours sur compte",
    creditCard: "Carte de crédit",
    summary: "Résumé de la commande",
    subtotal: "Sous-total",
    shipping: "Livraison",
    free: "Gratuite",
    total: "Total",
    placeOrder: "Passer la commande",
    shipsFrom: "Expédiée d’Oakville en moins de 8 heures",
  },
};

const FONT = `font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;
const ACCENTS = ["#b08d57", "#e85d75", "#e0a526", "#6fa8a0", "#c98b8b", "#5b78b8", "#c8553d", "#f29e4c"];

type Anchor = "start" | "middle" | "end";

const text = (
  x: number,
  y: number,
  value: string,
  size = 13,
  fill: string = PALETTE.line,
  weight = 400,
  anchor: Anchor = "start",
) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${xmlText(value)}</text>`;
const money = (copy: PreviewCopy, amount: number) =>
  new Intl.NumberFormat(copy.locale, {
    style: "currency",
    currency: "CAD",
    currencyDisplay: "narrowSymbol",
  }).format(amount);
const bar = (x: number, y: number, w: number, h = 8, fill: string = "#dfe5f2") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
/** A pill sizes itself from its label (about 6.5 px a character at 11 px semibold), label centred. */
const pillWidth = (label: string) => Math.round(label.length * 6.5) + 22;
const pill = (x: number, y: number, label: string, fill: string, colour: string) => {
  const width = pillWidth(label);
  return `<rect x="${x}" y="${y}" width="${width}" height="22" rx="11" fill="${fill}"/>${text(x + width / 2, y + 15, label, 11, colour, 600, "middle")}`;
};

function frame(copy: PreviewCopy, active: number, title: string, body: string) {
  const nav = copy.nav
    .map(
      (label, i) =>
        `${i === active ? `<rect x="12" y="${118 + i * 40}" width="176" height="32" rx="8" fill="#ffffff" fill-opacity="0.14"/>` : ""}
      <rect x="26" y="${128 + i * 40}" width="12" height="12" rx="3" fill="#fff" fill-opacity="${i === active ? 1 : 0.5}"/>
      ${text(48, 139 + i * 40, label, 13, "#fff", i === active ? 600 : 400)}`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600" role="img" aria-label="${xmlAttribute(title)}">
  <rect width="960" height="600" rx="14" fill="#f4f6fb"/>
  <path d="M14 0H946A14 14 0 0 1 960 14V36H0V14A14 14 0 0 1 14 0Z" fill="#e3e8f3"/>
  ${["#f0a0a0", "#f3cf7a", "#9fd3a8"].map((c, i) => `<circle cx="${22 + i * 18}" cy="18" r="6" fill="${c}"/>`).join("")}
  <rect x="300" y="9" width="360" height="18" rx="9" fill="#fff"/>${text(420, 22, "b2b.trafalgarbrands.example", 10, PALETTE.muted)}
  <path d="M0 36H200V600H14A14 14 0 0 1 0 586Z" fill="${PALETTE.brandDark}"/>
  <rect x="20" y="56" width="34" height="34" rx="8" fill="#fff"/><path d="M28.5 64h17v3.7h-6.6v12.3h-3.8v-12.3h-6.6z" fill="${PALETTE.brand}"/>
  ${text(64, 78, "Trafalgar B2B", 15, "#fff", 700)}
  ${nav}
  <rect x="20" y="540" width="160" height="40" rx="10" fill="#fff" fill-opacity="0.1"/>
  <circle cx="40" cy="560" r="11" fill="${PALETTE.brandLight}"/>${text(58, 564, copy.account, 12, "#fff", 600)}
  <rect x="200" y="36" width="760" height="56" fill="#fff"/>
  ${text(224, 71, title, 18, PALETTE.ink, 700)}
  <rect x="560" y="50" width="280" height="28" rx="14" fill="#f4f6fb" stroke="#dfe5f2"/>
  <circle cx="578" cy="64" r="5" fill="none" stroke="#8a93ab" stroke-width="2"/>${text(592, 68, copy.search, 11, "#8a93ab")}
  <circle cx="880" cy="64" r="14" fill="${PALETTE.brandLight}"/><rect x="906" y="52" width="30" height="24" rx="6" fill="${PALETTE.brand}"/>${text(914, 68, "3", 11, "#fff", 700)}
  ${body}
</svg>
`;
}

const MOTIF_ORDER = ["pump", "sneaker", "hiker", "boot", "oxford", "clog", "sneaker", "pump"] as const;

function catalog(copy: PreviewCopy) {
  let x = 224;
  const filters = copy.filters
    .map((label, i) => {
      const drawn = pill(
        x,
        108,
        label,
        i === 0 ? PALETTE.brand : "#e8edf8",
        i === 0 ? "#fff" : PALETTE.brand,
      );
      x += pillWidth(label) + 8;
      return drawn;
    })
    .join("");
  const cards = MOTIF_ORDER.map((motif, i) => {
    const x = 224 + (i % 4) * 182;
    const y = 146 + Math.floor(i / 4) * 222;
    const accent = ACCENTS[i] ?? PALETTE.brand;
    return `<rect x="${x}" y="${y}" width="166" height="206" rx="12" fill="#fff" stroke="#e3e8f3"/>
    <rect x="${x + 8}" y="${y + 8}" width="150" height="110" rx="8" fill="${PALETTE.brandLight}"/>
    <g transform="translate(${x + 20} ${y + 28}) scale(0.21)">${MOTIFS[motif](accent)}</g>
    ${bar(x + 12, y + 132, 110, 9, "#c9d1e4")}${bar(x + 12, y + 150, 70, 7)}
    ${text(x + 12, y + 186, money(copy, 64 + i * 11), 14, PALETTE.ink, 700)}
    <rect x="${x + 112}" y="${y + 170}" width="42" height="24" rx="12" fill="${PALETTE.brand}"/>${text(x + 127, y + 187, "+", 16, "#fff", 700)}`;
  }).join("");
  return frame(copy, 0, copy.catalogTitle, filters + cards);
}

function inventory(copy: PreviewCopy) {
  const head = `<rect x="224" y="112" width="712" height="40" rx="8" fill="#e8edf8"/>
  ${copy.inventoryHeads.map((h, i) => text([240, 420, 540, 740, 840][i] ?? 0, 137, h, 12, PALETTE.brand, 700)).join("")}`;
  const rows = Array.from({ length: 8 }, (_, i) => {
    const y = 160 + i * 52;
    const level = [0.9, 0.35, 0.7, 0.15, 0.8, 0.55, 0.95, 0.4][i] ?? 0.5;
    const colour = level < 0.25 ? "#d97706" : "#16a34a";
    return `<rect x="224" y="${y}" width="712" height="46" rx="8" fill="#fff"/>
    <rect x="236" y="${y + 9}" width="28" height="28" rx="6" fill="${ACCENTS[i] ?? PALETTE.brand}" fill-opacity="0.35"/>
    ${text(274, y + 28, `TB-${4100 + i * 37}`, 12, PALETTE.ink, 600)}${bar(420, y + 19, 80)}
    ${Array.from({ length: 8 }, (_, s) => `<rect x="${540 + s * 20}" y="${y + 15}" width="14" height="16" rx="3" fill="${(s + i) % 5 === 0 ? "#e3e8f3" : PALETTE.brandBright}" fill-opacity="${(s + i) % 5 === 0 ? 1 : 0.8}"/>`).join("")}
    ${bar(740, y + 19, 80, 8, "#e3e8f3")}${bar(740, y + 19, 80 * level, 8, colour)}
    ${pill(840, y + 12, level < 0.25 ? copy.low : copy.inStock, level < 0.25 ? "#fef3c7" : "#dcfce7", level < 0.25 ? "#92400e" : "#166534")}`;
  }).join("");
  return frame(copy, 1, copy.inventoryTitle, head + rows);
}

function orders(copy: PreviewCopy) {
  const { delivered, shipped, picking, confirmed } = copy.statuses;
  const statuses = [
    [delivered, "#dcfce7", "#166534", 4],
    [shipped, "#dbeafe", "#1e40af", 3],
    [picking, "#fef3c7", "#92400e", 2],
    [confirmed, "#e8edf8", PALETTE.brand, 1],
    [delivered, "#dcfce7", "#166534", 4],
  ] as const;
  const rows = statuses
    .map(([label, fill, colour, step], i) => {
      const y = 112 + i * 94;
      return `<rect x="224" y="${y}" width="712" height="82" rx="12" fill="#fff" stroke="#e3e8f3"/>
      ${text(244, y + 30, `${copy.order}TB-${20418 - i * 7}`, 14, PALETTE.ink, 700)}${bar(244, y + 46, 140, 7)}${bar(244, y + 60, 90, 7)}
      ${[0, 1, 2, 3].map((s) => `<circle cx="${470 + s * 80}" cy="${y + 41}" r="9" fill="${s < step ? PALETTE.brand : "#e3e8f3"}"/>${s < 3 ? `<rect x="${479 + s * 80}" y="${y + 39}" width="62" height="4" fill="${s < step - 1 ? PALETTE.brand : "#e3e8f3"}"/>` : ""}`).join("")}
      ${pill(800, y + 30, label, fill, colour)}`;
    })
    .join("");
  return frame(copy, 2, copy.ordersTitle, rows);
}

function checkout(copy: PreviewCopy) {
  const field = (x: number, y: number, w: number, label: string) =>
    `${text(x, y, label, 11, PALETTE.muted, 600)}<rect x="${x}" y="${y + 8}" width="${w}" height="34" rx="8" fill="#fff" stroke="#d5dcea"/>${bar(x + 12, y + 21, w * 0.45)}`;
  const lines = [0, 1, 2]
    .map(
      (i) => `<rect x="680" y="${160 + i * 62}" width="44" height="44" rx="8" fill="${PALETTE.brandLight}"/>
      <g transform="translate(684 ${170 + i * 62}) scale(0.06)">${MOTIFS[MOTIF_ORDER[i] ?? "sneaker"](ACCENTS[i] ?? PALETTE.brand)}</g>
      ${bar(734, 170 + i * 62, 100, 8, "#c9d1e4")}${bar(734, 186 + i * 62, 60, 7)}${text(920, 184 + i * 62, money(copy, 480 + i * 132), 12, PALETTE.ink, 700, "end")}`,
    )
    .join("");
  const total = money(copy, 1836);
  return frame(
    copy,
    3,
    copy.checkoutTitle,
    `<rect x="224" y="112" width="420" height="464" rx="12" fill="#f9fafc"/>
    ${text(244, 144, copy.shipTo, 15, PALETTE.ink, 700)}
    ${field(244, 168, 380, copy.fields.store)}${field(244, 228, 380, copy.fields.street)}${field(244, 288, 180, copy.fields.city)}${field(444, 288, 180, copy.fields.postalCode)}
    ${text(244, 376, copy.paymentTerms, 15, PALETTE.ink, 700)}
    <rect x="244" y="392" width="380" height="44" rx="8" fill="#fff" stroke="${PALETTE.brand}" stroke-width="2"/><circle cx="266" cy="414" r="7" fill="${PALETTE.brand}"/>${text(282, 419, copy.onAccount, 13, PALETTE.ink, 600)}
    <rect x="244" y="446" width="380" height="44" rx="8" fill="#fff" stroke="#d5dcea"/><circle cx="266" cy="468" r="7" fill="none" stroke="#8a93ab" stroke-width="2"/>${text(282, 473, copy.creditCard, 13, PALETTE.muted)}
    <rect x="664" y="112" width="272" height="464" rx="12" fill="#fff" stroke="#e3e8f3"/>
    ${text(680, 144, copy.summary, 15, PALETTE.ink, 700)}${lines}
    <path d="M680 360H920" stroke="#e3e8f3"/>
    ${text(680, 390, copy.subtotal, 12, PALETTE.muted)}${text(920, 390, total, 12, PALETTE.ink, 600, "end")}
    ${text(680, 414, copy.shipping, 12, PALETTE.muted)}${text(920, 414, copy.free, 12, "#166534", 600, "end")}
    ${text(680, 450, copy.total, 15, PALETTE.ink, 700)}${text(920, 450, total, 15, PALETTE.ink, 700, "end")}
    <rect x="680" y="484" width="240" height="44" rx="22" fill="${PALETTE.brand}"/>${text(800, 511, copy.placeOrder, 14, "#fff", 700, "middle")}
    ${text(800, 552, copy.shipsFrom, 10, PALETTE.muted, 400, "middle")}`,
  );
}

const SCREENS: Record<B2bScreen, (copy: PreviewCopy) => string> = { catalog, inventory, orders, checkout };

export function b2bPreview(screen: B2bScreen, language: B2bLanguage): string {
  return SCREENS[screen](COPY[language]);
}
