import type { BrandMotif } from "../../../content/brands/schema.ts";
import {
  chelsea,
  chukka,
  firstWalker,
  flat,
  kidsRunner,
  loafer,
  type Motif,
  nurseShoe,
  outline,
  safetyBoot,
  sandal,
  slipOn,
  stitch,
  trailSandal,
  winterBoot,
  workBoot,
} from "./motifs-footwear.ts";
import { PALETTE, shade } from "./palette.ts";

/**
 * The products our artwork shows, drawn flat in a 600 × 400 box, side-on with the toe to the right and
 * standing on y = 372. Cream leather, the brand's accent for soles and trims, blue for stitching.
 */
const { cream, creamShade, line } = PALETTE;

const sneaker: Motif = (accent) => `
  <path d="M62 300C60 250 78 205 118 186L196 176C226 152 262 134 300 138C338 142 362 196 420 216C482 234 542 252 562 292L566 318H62Z" fill="${cream}" ${outline}/>
  <path d="M300 138C338 142 362 196 420 216C380 214 336 196 300 170Z" fill="${creamShade}"/>
  <path d="M196 250C260 240 330 236 420 262L430 290C340 266 270 268 200 280Z" fill="${accent}"/>
  <path d="M62 300C60 250 78 205 118 186L140 184C112 214 104 262 110 318H62Z" fill="${shade(accent, -0.15)}"/>
  <path d="M52 314H572C582 316 586 334 576 348C562 362 524 364 484 364H92C62 364 46 352 46 336Z" fill="${PALETTE.white}" ${outline}/>
  <path d="M50 346H578" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>
  <g stroke="${line}" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round">
    <path d="M262 168l28 -6M276 186l30 -6M292 204l30 -4M310 220l28 -2"/>
  </g>
  <path d="M118 214C170 200 230 196 300 210" ${stitch}/>
  <path d="M430 300C480 296 528 298 556 306" ${stitch}/>`;

const pump: Motif = (accent) => `
  <path d="M82 150C95 145 120 150 135 165C190 215 240 245 300 252C380 258 450 262 510 280C560 295 585 312 582 330C578 345 550 348 520 346C430 340 340 330 260 300C210 280 170 255 150 245L112 250C95 230 80 200 82 150Z" fill="${cream}" ${outline}/>
  <path d="M96 160C150 196 226 240 300 252C230 246 160 222 112 190Z" fill="${shade(accent, -0.25)}"/>
  <path d="M150 245L134 372H116L112 250Z" fill="${accent}"/>
  <path d="M520 346C430 340 340 330 260 300C300 322 380 340 470 350Z" fill="${accent}"/>
  <path d="M112 372H140" stroke="${line}" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>
  <path d="M310 262C390 268 460 274 520 292" ${stitch}/>
  <circle cx="470" cy="296" r="11" fill="${accent}" stroke="${PALETTE.white}" stroke-width="3"/>`;

const boot: Motif = (accent) => `
  <path d="M130 40H262C264 120 266 190 282 230C332 250 420 262 500 280C555 292 580 315 578 340V352H110L112 330C118 250 125 150 130 40Z" fill="${cream}" ${outline}/>
  <path d="M130 40H262V74H128Z" fill="${accent}"/>
  <path d="M236 80V222" stroke="${line}" stroke-opacity="0.5" stroke-width="4"/>
  <circle cx="236" cy="86" r="7" fill="${shade(accent, -0.3)}"/>
  <path d="M150 90C148 170 144 250 140 330" ${stitch}/>
  <path d="M292 246C360 262 440 276 520 296" ${stitch}/>
  <path d="M110 352H204L198 380H116Z" fill="${shade(accent, -0.35)}"/>
  <path d="M204 352H578C578 364 572 372 558 374H300C262 372 226 366 204 352Z" fill="${shade(accent, -0.15)}"/>`;

const clog: Motif = (accent) => {
  const holes = [
    [300, 206],
    [340, 200],
    [380, 202],
    [420, 210],
    [320, 232],
    [360, 228],
    [400, 232],
    [440, 240],
    [470, 226],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="7" fill="${shade(accent, -0.35)}"/>`)
    .join("");
  return `
  <path d="M118 252C116 206 168 184 230 178C320 168 420 170 492 200C552 226 582 270 576 312V328H108Z" fill="${accent}" ${outline}/>
  <path d="M230 178C320 168 420 170 492 200C440 194 330 190 236 204Z" fill="${shade(accent, 0.25)}"/>
  ${holes}
  <path d="M118 252C100 240 92 214 110 200C136 180 196 196 232 226" fill="none" stroke="${shade(accent, -0.2)}" stroke-width="16" stroke-linecap="round"/>
  <circle cx="226" cy="222" r="12" fill="${cream}" stroke="${shade(accent, -0.3)}" stroke-width="3"/>
  <path d="M98 322H588C594 348 578 368 540 370H134C104 370 92 348 98 322Z" fill="${cream}" ${outline}/>
  <path d="M104 346H586" stroke="${shade(accent, -0.1)}" stroke-opacity="0.5" stroke-width="4"/>`;
};

const oxford: Motif = (accent) => `
  <path d="M80 252C80 216 100 200 140 200L220 206C260 194 300 204 340 226C400 250 480 256 540 272C576 282 592 302 586 322H80Z" fill="${cream}" ${outline}/>
  <path d="M80 252C80 216 100 200 140 200L200 204C170 230 160 280 176 322H80Z" fill="${creamShade}"/>
  <path d="M470 258C500 262 540 268 560 280C586 294 590 310 586 322H470C456 300 456 276 470 258Z" fill="${creamShade}"/>
  <g fill="${line}" fill-opacity="0.35">
    ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${470 + i * 3}" cy="${268 + i * 9}" r="2.6"/>`).join("")}
  </g>
  <g stroke="${line}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round">
    <path d="M262 212l44 26M250 226l44 26M240 240l40 22M306 212l-50 40M300 232l-44 32"/>
  </g>
  <path d="M150 226C210 230 300 252 330 262" ${stitch}/>
  <path d="M70 318H592C594 330 586 340 570 342H206V362H84C74 352 70 336 70 318Z" fill="${accent}" ${outline}/>
  <path d="M84 362H206" stroke="${shade(accent, -0.4)}" stroke-width="6"/>`;

const hiker: Motif = (accent) => {
  const lugs = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${104 + i * 40}" y="352" width="24" height="18" rx="3"/>`,
  ).join("");
  return `
  <path d="M120 110L272 100C286 150 290 190 306 216C380 236 470 246 530 266C570 280 586 300 582 320H100C104 250 110 170 120 110Z" fill="${cream}" ${outline}/>
  <path d="M120 110L272 100L276 132L118 142Z" fill="${accent}"/>
  <path d="M100 320C104 290 106 260 110 240C160 238 220 256 250 280C300 260 350 262 380 280L400 320Z" fill="${creamShade}"/>
  <path d="M470 250C520 256 560 270 576 290C586 302 584 314 582 320H470Z" fill="${accent}"/>
  <g fill="none" stroke="${line}" stroke-opacity="0.7" stroke-width="4">
    ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${262 + i * 10}" cy="${132 + i * 20}" r="7"/>`).join("")}
  </g>
  <path d="M260 138l30 14M270 158l30 14M280 178l30 14M290 198l26 12" stroke="${shade(accent, -0.3)}" stroke-width="5" stroke-linecap="round"/>
  <path d="M138 150C134 210 130 270 126 312" ${stitch}/>
  <path d="M92 316H590V352H92Z" fill="${shade(accent, -0.45)}"/>
  <g fill="${shade(accent, -0.55)}">${lugs}</g>`;
};

const jewel: Motif = (accent) => {
  const gold = shade(accent, -0.3);
  const chain = Array.from({ length: 15 }, (_, i) => {
    const angle = Math.PI * (0.12 + (0.76 * i) / 14);
    return `<circle cx="${(300 - Math.cos(angle) * 220).toFixed(1)}" cy="${(40 + Math.sin(angle) * 150).toFixed(1)}" r="7" fill="none" stroke="${gold}" stroke-width="5"/>`;
  }).join("");
  return `
  ${chain}
  <path d="M300 190L342 222L326 276H274L258 222Z" fill="${cream}" stroke="${gold}" stroke-width="6" stroke-linejoin="round"/>
  <path d="M258 222H342M300 190L286 222L300 276L314 222Z" fill="none" stroke="${gold}" stroke-width="3"/>
  <ellipse cx="470" cy="330" rx="62" ry="38" fill="none" stroke="${gold}" stroke-width="14"/>
  <ellipse cx="470" cy="330" rx="62" ry="38" fill="none" stroke="${cream}" stroke-opacity="0.5" stroke-width="3"/>
  <path d="M446 294L470 268L494 294L470 308Z" fill="${cream}" stroke="${gold}" stroke-width="5" stroke-linejoin="round"/>
  <ellipse cx="140" cy="344" rx="38" ry="22" fill="none" stroke="${gold}" stroke-width="10"/>
  <circle cx="140" cy="314" r="13" fill="${cream}" stroke="${gold}" stroke-width="5"/>`;
};

const pipe: Motif = (accent) => {
  const stripes = (x: number, y: number, length: number) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${x}" y="${y + 10 + i * 8}" width="${length}" height="3" fill="${shade(accent, -0.35)}" fill-opacity="0.7"/>`,
      )
      .join("");
  return `
  <rect x="40" y="160" width="300" height="64" fill="${accent}"/>
  ${stripes(40, 166, 300)}
  <ellipse cx="40" cy="192" rx="14" ry="32" fill="${shade(accent, -0.3)}"/>
  <ellipse cx="40" cy="192" rx="8" ry="20" fill="${PALETTE.brandDeep}"/>
  <path d="M330 150H400A60 60 0 0 1 460 210V240H390V222A10 10 0 0 0 380 212H330Z" fill="${cream}" ${outline}/>
  <rect x="395" y="240" width="64" height="132" fill="${accent}"/>
  <rect x="401" y="250" width="3" height="122" fill="${shade(accent, -0.35)}" fill-opacity="0.7"/>
  <rect x="380" y="300" width="94" height="40" rx="6" fill="${cream}" ${outline}/>
  <rect x="474" y="306" width="100" height="28" fill="${shade(accent, 0.2)}"/>
  <ellipse cx="574" cy="320" rx="8" ry="14" fill="${shade(accent, -0.3)}"/>`;
};

/**
 * A piqué polo laid flat: sloped shoulders and set-in sleeves with ribbed cuffs, a two-flap collar tipped in
 * the accent, a three-button placket, folds where the cloth gathers, side vents at the hem and a small
 * embroidered emblem on the chest.
 */
const polo: Motif = (accent) => `
  <path d="M262 52C238 60 202 66 170 78L98 170L142 198L186 162C184 232 180 300 182 362Q300 374 418 362C420 300 416 232 414 162L458 198L502 170L430 78C398 66 362 60 338 52Z" fill="${cream}" ${outline}/>
  <path d="M414 162C416 232 420 300 418 362Q380 368 344 370C372 300 384 220 380 150L430 78L458 130Z" fill="${creamShade}" fill-opacity="0.7"/>
  <path d="M98 170L142 198L150 186L107 158Z" fill="${accent}"/>
  <path d="M502 170L458 198L450 186L493 158Z" fill="${accent}"/>
  <path d="M103 164L146 191M497 164L454 191" stroke="#fff" stroke-width="3" stroke-opacity="0.8"/>
  <path d="M262 52Q300 64 338 52L332 44Q300 54 268 44Z" fill="${creamShade}" ${outline}/>
  <path d="M262 52L300 94L284 122L246 72Z" fill="${cream}" ${outline}/>
  <path d="M338 52L300 94L316 122L354 72Z" fill="${cream}" ${outline}/>
  <path d="M250 76L284 118M350 76L316 118" stroke="${accent}" stroke-width="4"/>
  <path d="M290 94H310V182H290Z" fill="${creamShade}" ${outline}/>
  <g fill="#fff" stroke="${line}" stroke-opacity="0.6" stroke-width="2"><circle cx="300" cy="118" r="5"/><circle cx="300" cy="140" r="5"/><circle cx="300" cy="162" r="5"/></g>
  <path d="M354 126h12v16h-12zM366 126h12v16h-12z" fill="${accent}"/>
  <path d="M366 126h12v16h-12z" fill="${line}" fill-opacity="0.75"/>
  <path d="M186 162C206 176 214 200 212 226M414 162C394 176 386 200 388 226M232 300C260 310 300 312 340 304" fill="none" stroke="${line}" stroke-opacity="0.18" stroke-width="4" stroke-linecap="round"/>
  <path d="M182 334L196 336L196 362M418 334L404 336L404 362" fill="none" stroke="${line}" stroke-opacity="0.45" stroke-width="3"/>
  <path d="M196 350Q300 360 404 350" ${stitch}/>`;

export const MOTIFS: Record<BrandMotif, Motif> = {
  sneaker,
  pump,
  boot,
  clog,
  oxford,
  hiker,
  jewel,
  pipe,
  polo,
  sandal,
  chukka,
  flat,
  trailSandal,
  slipOn,
  workBoot,
  chelsea,
  loafer,
  nurseShoe,
  safetyBoot,
  winterBoot,
  kidsRunner,
  firstWalker,
};
