import { PALETTE, shade } from "../../app/lib/brand-art/palette.ts";
import type { MarketingImage } from "../../content/marketing/images.ts";
import {
  ACCENT,
  backdrop,
  carton,
  cartonStack,
  dots,
  FONT,
  ground,
  laptop,
  mark,
  product,
  rack,
  shadow,
  shopScreen,
  svg,
  truck,
} from "./primitives.ts";

/** One illustration per marketing image, drawn at the image's full size. */
type Scene = (width: number, height: number) => string;
const { brand, brandDark, brandDeep, brandBright, brandLight, cream, creamShade, white } = PALETTE;

/** 1972: the first storefront, shoe boxes in the window under a striped awning. */
const history: Scene = (w, h) => {
  const floor = h * 0.84;
  const x = w * 0.2;
  const fw = w * 0.6;
  const top = h * 0.2;
  const stripes = Array.from(
    { length: 10 },
    (_, i) =>
      `<path d="M${x - 20 + (i * (fw + 40)) / 10} ${top + 120}h${(fw + 40) / 10}v46a${(fw + 40) / 20} 24 0 0 1 -${(fw + 40) / 10} 0Z" fill="${i % 2 ? white : ACCENT}"/>`,
  ).join("");
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.5, y: h * 0.45, r: h * 0.6 })}${dots(0, 0, w, h * 0.5)}
    ${ground(w, h, floor)}
    <rect x="${x}" y="${top}" width="${fw}" height="${floor - top}" fill="${cream}"/>
    <rect x="${x - 16}" y="${top - 20}" width="${fw + 32}" height="36" fill="${creamShade}"/>
    <rect x="${x + fw * 0.2}" y="${top + 30}" width="${fw * 0.6}" height="80" rx="10" fill="${brand}"/>
    <text x="${x + fw / 2}" y="${top + 82}" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" letter-spacing="6" fill="${white}">EST. 1972</text>
    <rect x="${x - 20}" y="${top + 112}" width="${fw + 40}" height="14" fill="${brandDark}"/>
    ${stripes}
    <rect x="${x + 40}" y="${top + 220}" width="${fw * 0.55}" height="${floor - top - 280}" fill="${brandLight}"/>
    <rect x="${x + 40}" y="${top + 220}" width="${fw * 0.55}" height="${floor - top - 280}" fill="none" stroke="${brandDark}" stroke-width="12"/>
    ${cartonStack(x + 70, floor - 72, 70, [3, 2])}
    ${product("oxford", "#8a4b2a", x + 90 + fw * 0.28, top + 330, 0.3)}
    <rect x="${x + fw * 0.68}" y="${top + 220}" width="${fw * 0.24}" height="${floor - top - 220}" fill="${brand}"/>
    <circle cx="${x + fw * 0.72}" cy="${floor - (floor - top - 220) / 2}" r="8" fill="${ACCENT}"/>
    <rect x="${x + fw * 0.7}" y="${top + 240}" width="${fw * 0.2}" height="${(floor - top - 240) * 0.4}" fill="${brandLight}" fill-opacity="0.5"/>`,
  );
};

/** Inside the distribution centre: racks of cartons and a trolley loaded for the next order. */
const services: Scene = (w, h) => {
  const floor = h * 0.86;
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.7, y: h * 0.4, r: h * 0.6 })}${dots(w * 0.55, 0, w * 0.45, h * 0.6)}
    ${ground(w, h, floor)}
    ${rack(w * 0.06, floor, w * 0.56, 3, 2)}
    ${shadow(w * 0.8, floor + 6, w * 0.16, 16)}
    <path d="M${w * 0.68} ${floor - 20}V${floor - 380}" stroke="${brandLight}" stroke-width="16" stroke-linecap="round"/>
    <rect x="${w * 0.67}" y="${floor - 24}" width="${w * 0.24}" height="14" rx="7" fill="${brandLight}"/>
    ${[w * 0.72, w * 0.88].map((cx) => `<circle cx="${cx}" cy="${floor - 4}" r="20" fill="#0b1330"/><circle cx="${cx}" cy="${floor - 4}" r="8" fill="${brandLight}"/>`).join("")}
    ${cartonStack(w * 0.7, floor - 24, 110, [2, 1, 1], [ACCENT, brandBright])}`,
  );
};

/** A road running towards a sunrise: where we are going. */
const vision: Scene = (w, h) => {
  const horizon = h * 0.58;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = Math.PI + (i * Math.PI) / 11;
    return `<path d="M${w / 2 + Math.cos(angle) * 170} ${horizon + Math.sin(angle) * 170}L${w / 2 + Math.cos(angle) * 250} ${horizon + Math.sin(angle) * 250}" stroke="${ACCENT}" stroke-opacity="0.7" stroke-width="10" stroke-linecap="round"/>`;
  }).join("");
  const dashes = Array.from({ length: 6 }, (_, i) => {
    const t0 = i / 6 + 0.03;
    const t1 = t0 + 0.08;
    const y = (t: number) => horizon + (h - horizon) * t * t;
    const width = (t: number) => 4 + 22 * t;
    return `<path d="M${w / 2 - width(t0) / 2} ${y(t0)}H${w / 2 + width(t0) / 2}L${w / 2 + width(t1) / 2} ${y(t1)}H${w / 2 - width(t1) / 2}Z" fill="${white}"/>`;
  }).join("");
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w / 2, y: horizon, r: h * 0.7 })}${dots(0, 0, w, h * 0.45)}
    <circle cx="${w / 2}" cy="${horizon}" r="140" fill="${ACCENT}"/>
    ${rays}
    <path d="M0 ${horizon}C${w * 0.2} ${horizon - 90} ${w * 0.35} ${horizon - 40} ${w * 0.5} ${horizon}Z" fill="${brandBright}"/>
    <path d="M${w * 0.45} ${horizon}C${w * 0.65} ${horizon - 120} ${w * 0.85} ${horizon - 60} ${w} ${horizon - 20}V${horizon}Z" fill="${brandBright}" fill-opacity="0.8"/>
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${brandDark}"/>
    <path d="M${w / 2 - 8} ${horizon}L${w / 2 + 8} ${horizon}L${w * 0.82} ${h}H${w * 0.18}Z" fill="${brandDeep}"/>
    ${dashes}
    <path d="M${w * 0.28} ${h * 0.2}q14 -14 28 0q14 -14 28 0M${w * 0.7} ${h * 0.26}q10 -10 20 0q10 -10 20 0" fill="none" stroke="${white}" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>`,
  );
};

/** Cartons on a conveyor passing under a scanner, racks behind. */
const fulfillment: Scene = (w, h) => {
  const belt = h * 0.72;
  const rollers = Array.from(
    { length: 16 },
    (_, i) =>
      `<circle cx="${w * 0.04 + (i * (w * 0.92)) / 15}" cy="${belt + 22}" r="12" fill="${brandLight}" fill-opacity="0.85"/>`,
  ).join("");
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.55, y: h * 0.42, r: h * 0.6 })}${dots(0, 0, w * 0.5, h * 0.5)}
    <g opacity="0.55">${rack(w * 0.02, belt - 40, w * 0.96, 2, 4)}</g>
    ${ground(w, h, belt + 60)}
    <rect x="${w * 0.02}" y="${belt}" width="${w * 0.96}" height="44" rx="22" fill="#0b1330"/>
    ${rollers}
    ${[0.1, 0.4, 0.72].map((px, i) => carton(w * px, belt - 130 * 0.68, 130, i === 1 ? brandBright : ACCENT)).join("")}
    <path d="M${w * 0.34} ${belt}V${belt - 230}H${w * 0.62}V${belt}" fill="none" stroke="${brandLight}" stroke-width="22"/>
    <rect x="${w * 0.44}" y="${belt - 228}" width="${w * 0.08}" height="20" rx="6" fill="${ACCENT}"/>
    <path d="M${w * 0.48} ${belt - 208}L${w * 0.43} ${belt - 100}H${w * 0.53}Z" fill="${ACCENT}" fill-opacity="0.25"/>`,
  );
};

/** A parcel on its way from our warehouse to a customer's door. */
const dropship: Scene = (w, h) => {
  const floor = h * 0.8;
  const route = `M${w * 0.3} ${floor - 40}C${w * 0.42} ${h * 0.3} ${w * 0.6} ${h * 0.3} ${w * 0.72} ${floor - 60}`;
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.5, y: h * 0.38, r: h * 0.6 })}${dots(0, 0, w, h * 0.4)}
    ${ground(w, h, floor)}
    <path d="M${w * 0.04} ${floor}V${floor - 220}L${w * 0.17} ${floor - 290}L${w * 0.3} ${floor - 220}V${floor}Z" fill="${cream}"/>
    <rect x="${w * 0.09}" y="${floor - 150}" width="${w * 0.16}" height="150" fill="${brandDark}"/>
    ${Array.from({ length: 5 }, (_, i) => `<path d="M${w * 0.09} ${floor - 150 + i * 30}h${w * 0.16}" stroke="${brandBright}" stroke-width="4"/>`).join("")}
    ${mark(w * 0.17 - 30, floor - 250, 60)}
    <path d="${route}" fill="none" stroke="${white}" stroke-opacity="0.75" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round"/>
    <path d="M${w * 0.7} ${floor}V${floor - 170}L${w * 0.81} ${floor - 260}L${w * 0.92} ${floor - 170}V${floor}Z" fill="${white}"/>
    <path d="M${w * 0.68} ${floor - 160}L${w * 0.81} ${floor - 272}L${w * 0.94} ${floor - 160}" fill="none" stroke="${ACCENT}" stroke-width="22" stroke-linejoin="round"/>
    <rect x="${w * 0.78}" y="${floor - 110}" width="${w * 0.06}" height="110" fill="${brand}"/>
    <rect x="${w * 0.73}" y="${floor - 140}" width="${w * 0.04}" height="40" fill="${brandLight}"/>
    <path d="M${w * 0.81} ${h * 0.12}a40 40 0 0 1 40 40c0 34 -40 74 -40 74s-40 -40 -40 -74a40 40 0 0 1 40 -40Z" fill="${ACCENT}"/>
    <circle cx="${w * 0.81}" cy="${h * 0.12 + 40}" r="14" fill="${white}"/>
    ${shadow(w * 0.5, floor + 40, 120, 16)}
    <g transform="rotate(-10 ${w * 0.5} ${h * 0.4})">${carton(w * 0.5 - 90, h * 0.4, 180)}</g>
    <path d="M${w * 0.36} ${h * 0.42}h-70M${w * 0.37} ${h * 0.48}h-110M${w * 0.36} ${h * 0.54}h-60" stroke="${white}" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>`,
  );
};

/** The showroom table: new styles on stands, colour swatches and an order sheet. */
const sales: Scene = (w, h) => {
  const table = h * 0.66;
  const swatches = [ACCENT, "#c8553d", brandBright, cream, "#2f7d6d"]
    .map(
      (c, i) =>
        `<circle cx="${w * 0.08 + i * 56}" cy="${table + 80}" r="22" fill="${c}" stroke="${white}" stroke-width="4"/>`,
    )
    .join("");
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.5, y: h * 0.3, r: h * 0.6 })}${dots(0, 0, w, h * 0.4)}
    <rect y="${table}" width="${w}" height="${h - table}" fill="${brandLight}"/>
    <rect y="${table}" width="${w}" height="14" fill="${shade(brandLight, -0.15)}"/>
    ${[
      [0.22, "sneaker", "#e85d75"],
      [0.5, "pump", "#c8553d"],
      [0.78, "hiker", "#2f7d6d"],
    ]
      .map(([px, motif, accent]) => {
        const cx = w * Number(px);
        return `<rect x="${cx - 120}" y="${table - 60}" width="240" height="60" fill="${white}"/><rect x="${cx - 120}" y="${table - 60}" width="240" height="10" fill="${ACCENT}"/>
        ${product(motif === "sneaker" ? "sneaker" : motif === "pump" ? "pump" : "hiker", String(accent), cx, table - 60, 0.42)}`;
      })
      .join("")}
    ${swatches}
    <g transform="rotate(-6 ${w * 0.7} ${table + 120})">
      <rect x="${w * 0.56}" y="${table + 40}" width="${w * 0.32}" height="${h * 0.3}" rx="8" fill="${white}"/>
      <rect x="${w * 0.58}" y="${table + 60}" width="${w * 0.14}" height="14" rx="4" fill="${brand}"/>
      ${Array.from({ length: 5 }, (_, i) => `<path d="M${w * 0.58} ${table + 100 + i * 26}h${w * 0.28}" stroke="${brandLight}" stroke-width="8"/>`).join("")}
      <path d="M${w * 0.8} ${table + 180}l16 16 30 -34" fill="none" stroke="${ACCENT}" stroke-width="10" stroke-linecap="round"/>
    </g>`,
  );
};

/** Marketing material: a campaign poster on an easel, catalogue pages, a point-of-sale display. */
const marketing: Scene = (w, h) => {
  const floor = h * 0.88;
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.35, y: h * 0.4, r: h * 0.6 })}${dots(w * 0.5, 0, w * 0.5, h * 0.5)}
    ${ground(w, h, floor)}
    <path d="M${w * 0.16} ${floor}L${w * 0.27} ${h * 0.12}L${w * 0.38} ${floor}M${w * 0.27} ${h * 0.12}V${floor}" stroke="${creamShade}" stroke-width="14" fill="none"/>
    <rect x="${w * 0.1}" y="${h * 0.14}" width="${w * 0.34}" height="${h * 0.56}" fill="${ACCENT}"/>
    <circle cx="${w * 0.27}" cy="${h * 0.36}" r="${h * 0.15}" fill="${white}" fill-opacity="0.35"/>
    ${product("sneaker", brandBright, w * 0.27, h * 0.46, 0.5, -8)}
    <rect x="${w * 0.13}" y="${h * 0.54}" width="${w * 0.22}" height="22" rx="6" fill="${brandDeep}"/>
    <rect x="${w * 0.13}" y="${h * 0.6}" width="${w * 0.14}" height="16" rx="6" fill="${brandDeep}" fill-opacity="0.6"/>
    <g transform="rotate(4 ${w * 0.72} ${h * 0.5})">
      <rect x="${w * 0.5}" y="${h * 0.28}" width="${w * 0.22}" height="${h * 0.4}" fill="${white}"/>
      <rect x="${w * 0.72}" y="${h * 0.28}" width="${w * 0.22}" height="${h * 0.4}" fill="${cream}"/>
      <rect x="${w * 0.52}" y="${h * 0.31}" width="${w * 0.18}" height="${h * 0.18}" fill="${brandLight}"/>
      ${product("pump", "#c8553d", w * 0.61, h * 0.46, 0.24)}
      ${Array.from({ length: 4 }, (_, i) => `<path d="M${w * 0.52} ${h * 0.53 + i * 22}h${w * (i === 3 ? 0.1 : 0.18)}" stroke="${brandLight}" stroke-width="8"/>`).join("")}
      ${Array.from({ length: 6 }, (_, i) => `<path d="M${w * 0.745} ${h * 0.33 + i * 24}h${w * (i % 3 === 2 ? 0.1 : 0.17)}" stroke="${creamShade}" stroke-width="8"/>`).join("")}
      <path d="M${w * 0.72} ${h * 0.28}V${h * 0.68}" stroke="${shade(cream, -0.2)}" stroke-width="4"/>
    </g>
    <rect x="${w * 0.56}" y="${floor - 110}" width="${w * 0.34}" height="110" fill="${brand}"/>
    <rect x="${w * 0.56}" y="${floor - 110}" width="${w * 0.34}" height="16" fill="${ACCENT}"/>
    ${mark(w * 0.73 - 30, floor - 80, 60, true)}`,
  );
};

const STORE_PRODUCTS: Array<[Parameters<typeof product>[0], string]> = [
  ["sneaker", "#e85d75"],
  ["pump", "#c8553d"],
  ["hiker", "#2f7d6d"],
  ["boot", "#8a4b2a"],
  ["oxford", "#5a3b28"],
  ["clog", ACCENT],
];

/** A shop's product grid on a laptop and a product page on a phone, with live stock figures. */
const ecommerce: Scene = (w, h) => {
  const base = h * 0.84;
  const lw = w * 0.62;
  const bars = [0.5, 0.8, 0.62, 0.95]
    .map(
      (k, i) =>
        `<rect x="${w * 0.74 + i * 46}" y="${h * 0.36 - 120 * k}" width="30" height="${120 * k}" rx="6" fill="${i === 3 ? ACCENT : brandLight}"/>`,
    )
    .join("");
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.4, y: h * 0.45, r: h * 0.6 })}${dots(w * 0.6, 0, w * 0.4, h * 0.5)}
    ${ground(w, h, base)}
    ${laptop(w * 0.06, base, lw, shopScreen(lw, lw * 0.62, STORE_PRODUCTS, 3))}
    <rect x="${w * 0.72}" y="${h * 0.06}" width="${w * 0.22}" height="${h * 0.34}" rx="16" fill="${white}" fill-opacity="0.12"/>
    ${bars}
    <rect x="${w * 0.74}" y="${base - 420}" width="200" height="400" rx="28" fill="#0b1330"/>
    <rect x="${w * 0.74 + 12}" y="${base - 404}" width="176" height="368" rx="18" fill="${white}"/>
    <rect x="${w * 0.74 + 24}" y="${base - 388}" width="152" height="150" rx="12" fill="${brandLight}"/>
    ${product("sneaker", "#e85d75", w * 0.74 + 100, base - 280, 0.22)}
    <rect x="${w * 0.74 + 24}" y="${base - 220}" width="110" height="14" rx="6" fill="${brand}"/>
    <rect x="${w * 0.74 + 24}" y="${base - 194}" width="70" height="14" rx="6" fill="${brandBright}" fill-opacity="0.5"/>
    <rect x="${w * 0.74 + 24}" y="${base - 110}" width="152" height="44" rx="22" fill="${ACCENT}"/>`,
  );
};

/** The online store on a laptop, with the parcels it ships stacked beside it. */
const promo: Scene = (w, h) => {
  const base = h * 0.8;
  const lw = w * 0.56;
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.55, y: h * 0.4, r: h * 0.65 })}${dots(0, 0, w * 0.45, h * 0.55)}
    ${ground(w, h, base)}
    ${shadow(w * 0.4, base + 10, lw * 0.7, 20)}
    ${laptop(w * 0.1, base, lw, shopScreen(lw, lw * 0.62, STORE_PRODUCTS.slice(0, 4), 2))}
    ${cartonStack(w * 0.7, base, 120, [2, 1], [ACCENT, brandBright])}
    <circle cx="${w * 0.86}" cy="${h * 0.2}" r="56" fill="${ACCENT}"/>
    <path d="M${w * 0.86 - 26} ${h * 0.2 - 12}h8l10 34h30l8 -24h-42" fill="none" stroke="${brandDeep}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
    <circle cx="${w * 0.86 - 2}" cy="${h * 0.2 + 32}" r="5" fill="${brandDeep}"/><circle cx="${w * 0.86 + 22}" cy="${h * 0.2 + 32}" r="5" fill="${brandDeep}"/>`,
  );
};

/**
 * A long, low warehouse with loading docks and trucks backed in; the company sign sits at `signAt` of the
 * wall's width (1: its right end).
 */
function warehouse(floor: number, x: number, width: number, height: number, docks: number, signAt = 1) {
  const top = floor - height;
  const dockW = width / (docks * 1.6 + 0.6);
  const doors = Array.from({ length: docks }, (_, i) => {
    const dx = x + dockW * 0.6 + i * dockW * 1.6;
    return `<rect x="${dx}" y="${floor - height * 0.46}" width="${dockW}" height="${height * 0.46}" fill="${brandDark}"/>
    ${Array.from({ length: 5 }, (_, j) => `<path d="M${dx} ${floor - height * 0.46 + (j + 1) * height * 0.075}h${dockW}" stroke="${brandBright}" stroke-width="3"/>`).join("")}
    <rect x="${dx - 8}" y="${floor - height * 0.5}" width="${dockW + 16}" height="10" fill="${ACCENT}"/>`;
  }).join("");
  const ribs = Array.from(
    { length: Math.floor(width / 40) },
    (_, i) =>
      `<path d="M${x + i * 40} ${top + 40}V${floor - height * 0.5}" stroke="${creamShade}" stroke-width="3"/>`,
  ).join("");
  return `${shadow(x + width / 2, floor + 8, width * 0.6, 24)}
    <rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${cream}"/>
    ${ribs}
    <rect x="${x - 10}" y="${top - 10}" width="${width + 20}" height="46" fill="${brand}"/>
    <rect x="${x + width * 0.06}" y="${top + 56}" width="${width * 0.88}" height="${height * 0.12}" fill="${brandLight}"/>
    ${Array.from({ length: 12 }, (_, i) => `<path d="M${x + width * 0.06 + ((i + 1) * width * 0.88) / 13} ${top + 56}v${height * 0.12}" stroke="${creamShade}" stroke-width="4"/>`).join("")}
    ${doors}
    ${mark(x + (width - 130) * signAt, top + 56 + height * 0.14, 90)}
    <rect x="${x}" y="${floor - 6}" width="${width}" height="6" fill="${brandDeep}"/>`;
}

/** The Oakville distribution centre at first light, trucks at the docks. */
const distributionCentre: Scene = (w, h) => {
  const floor = h * 0.8;
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.72, y: h * 0.3, r: h * 0.7 })}${dots(w * 0.45, 0, w * 0.55, h * 0.45)}
    <circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h * 0.07}" fill="${ACCENT}"/>
    ${ground(w, h, floor)}
    ${warehouse(floor, w * 0.36, w * 0.6, h * 0.5, 5)}
    ${truck(w * 0.38, floor + h * 0.12, w * 0.2)}
    ${truck(w * 0.66, floor + h * 0.16, w * 0.22)}
    <path d="M0 ${h * 0.97}H${w}" stroke="${ACCENT}" stroke-opacity="0.7" stroke-width="8" stroke-dasharray="60 40"/>`,
  );
};

/**
 * A wide view of the docks for the call-to-action banner (shown faded under text). The sign stands at the
 * left, under the heading's shade, so the button on the right covers no part of it.
 */
const banner: Scene = (w, h) => {
  const floor = h * 0.78;
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: w * 0.6, y: h * 0.35, r: h * 0.7 })}${dots(0, 0, w, h * 0.4)}
    ${ground(w, h, floor)}
    ${warehouse(floor, w * 0.04, w * 0.92, h * 0.48, 8, 0.38)}
    ${truck(w * 0.1, floor + h * 0.16, w * 0.18)}
    ${truck(w * 0.62, floor + h * 0.14, w * 0.16)}`,
  );
};

/** The 8-hour promise: a stopwatch over cartons going into a truck. */
const replenishment: Scene = (w, h) => {
  const floor = h * 0.86;
  const cx = w * 0.3;
  const cy = h * 0.4;
  const r = h * 0.24;
  const arc = (fraction: number) => {
    const angle = -Math.PI / 2 + fraction * 2 * Math.PI;
    return `${cx + Math.cos(angle) * r} ${cy + Math.sin(angle) * r}`;
  };
  return svg(
    w,
    h,
    `${backdrop(w, h, { x: cx, y: cy, r: h * 0.55 })}${dots(w * 0.5, 0, w * 0.5, h * 0.5)}
    ${ground(w, h, floor)}
    <rect x="${cx - 26}" y="${cy - r - 70}" width="52" height="40" rx="8" fill="${brandLight}"/>
    <circle cx="${cx}" cy="${cy}" r="${r + 24}" fill="${white}"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${brandLight}"/>
    <path d="M${cx} ${cy}L${arc(0)}A${r} ${r} 0 0 1 ${arc(1 / 3)}Z" fill="${ACCENT}"/>
    <path d="M${cx} ${cy}L${arc(1 / 3)}" stroke="${brandDeep}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="16" fill="${brandDeep}"/>
    <text x="${cx}" y="${cy + r * 0.62}" text-anchor="middle" font-family="${FONT}" font-size="${r * 0.36}" font-weight="800" fill="${brand}">8h</text>
    ${truck(w * 0.62, floor + 10, w * 0.34)}
    ${shadow(w * 0.55, floor + 4, 90, 10)}
    ${cartonStack(w * 0.49, floor, 64, [2, 1], [ACCENT, brandBright])}`,
  );
};

export const SCENES: Record<MarketingImage, Scene> = {
  history,
  services,
  vision,
  fulfillment,
  dropship,
  sales,
  marketing,
  ecommerce,
  promo,
  banner,
  distributionCentre,
  replenishment,
};
