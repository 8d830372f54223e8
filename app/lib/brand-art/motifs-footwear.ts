import { PALETTE, shade } from "./palette.ts";

/**
 * More of the products our artwork shows, one per brand's category and character, drawn as the first
 * motifs are: a 600 × 400 box, side-on, toe to the right, standing on y = 372.
 */
export type Motif = (accent: string) => string;

const { cream, creamShade, line, white } = PALETTE;
export const stitch = `fill="none" stroke="${line}" stroke-opacity="0.35" stroke-width="2.5" stroke-dasharray="7 6"`;
export const outline = `stroke="${line}" stroke-opacity="0.18" stroke-width="2"`;

const laces = (points: Array<[number, number]>, colour: string) =>
  `<g stroke="${colour}" stroke-width="5" stroke-linecap="round">${points
    .map(([x, y]) => `<path d="M${x} ${y}l26 -8"/>`)
    .join("")}</g>`;

const lugs = (from: number, to: number, y: number, colour: string) =>
  `<g fill="${colour}">${Array.from(
    { length: Math.floor((to - from) / 40) },
    (_, i) => `<rect x="${from + i * 40}" y="${y}" width="24" height="${372 - y}" rx="3"/>`,
  ).join("")}</g>`;

/** b.o.c.: an easygoing footbed sandal with two buckled straps. */
export const sandal: Motif = (accent) => `
  <path d="M70 330C70 312 86 304 120 304H520C560 304 584 316 584 334V346H70Z" fill="${creamShade}" ${outline}/>
  <path d="M64 346H590C592 362 580 372 560 372H90C72 372 62 362 64 346Z" fill="${shade(accent, -0.35)}"/>
  <path d="M200 306C210 250 250 226 290 226C330 226 350 256 356 306" fill="none" stroke="${accent}" stroke-width="34"/>
  <path d="M380 306C392 262 430 244 462 246C494 248 512 272 516 306" fill="none" stroke="${accent}" stroke-width="30"/>
  <rect x="262" y="212" width="42" height="30" rx="6" fill="none" stroke="${cream}" stroke-width="6"/>
  <rect x="438" y="232" width="38" height="28" rx="6" fill="none" stroke="${cream}" stroke-width="6"/>
  <path d="M110 318H540" ${stitch}/>`;

/** Børn: a handcrafted chukka in full-grain leather, two eyelets and a crepe sole. */
export const chukka: Motif = (accent) => `
  <path d="M128 120H268C278 170 290 206 320 226C390 246 470 252 530 272C568 286 584 304 580 326H104C108 260 116 180 128 120Z" fill="${shade(accent, 0.1)}" ${outline}/>
  <path d="M128 120H268C278 170 290 206 320 226C270 220 220 214 180 226C160 190 140 150 128 120Z" fill="${shade(accent, -0.12)}"/>
  <circle cx="262" cy="150" r="7" fill="${cream}"/><circle cx="276" cy="186" r="7" fill="${cream}"/>
  ${laces(
    [
      [250, 156],
      [262, 192],
    ],
    cream,
  )}
  <path d="M140 140C134 200 128 260 124 316" ${stitch}/>
  <path d="M98 326H590V348C590 362 580 372 564 372H112C102 372 96 362 98 348Z" fill="${PALETTE.creamShade}" ${outline}/>
  <path d="M100 340H588" stroke="${shade(creamShade, -0.15)}" stroke-width="3"/>`;

/** Gentle Souls: a soft leather ballet flat with a bow. */
export const flat: Motif = (accent) => `
  <path d="M80 262C80 232 100 220 130 224C200 234 260 262 330 266C420 270 500 272 550 290C580 302 590 322 582 338H86C78 318 78 290 80 262Z" fill="${accent}" ${outline}/>
  <path d="M130 224C200 234 260 262 330 266C300 290 220 300 150 290C120 286 96 270 92 250C98 232 112 224 130 224Z" fill="${shade(accent, -0.3)}"/>
  <path d="M330 266C300 240 300 300 330 282C360 300 360 240 330 266Z" fill="${cream}" stroke="${shade(accent, -0.3)}" stroke-width="3"/>
  <circle cx="330" cy="270" r="8" fill="${shade(accent, -0.2)}"/>
  <path d="M80 338H586C588 356 576 366 556 366H96C84 366 78 354 80 338Z" fill="${shade(accent, -0.45)}"/>
  <path d="M92 326C250 328 420 330 570 326" ${stitch}/>`;

/** Jambu: an outdoor sandal with crossing straps on a grippy lugged sole. */
export const trailSandal: Motif = (accent) => `
  <path d="M70 318H584V344H70Z" fill="${cream}" ${outline}/>
  <path d="M66 344H590V356H66Z" fill="${shade(accent, -0.45)}"/>
  ${lugs(78, 590, 356, shade(accent, -0.55))}
  <path d="M120 318C120 250 150 210 200 200" fill="none" stroke="${accent}" stroke-width="26" stroke-linecap="round"/>
  <path d="M200 200L330 318M250 318L400 220M360 318C400 260 460 240 520 262" fill="none" stroke="${accent}" stroke-width="24" stroke-linecap="round"/>
  <path d="M200 200L330 318M250 318L400 220" fill="none" stroke="${shade(accent, -0.3)}" stroke-width="4" stroke-dasharray="8 8"/>
  <circle cx="200" cy="200" r="16" fill="${cream}" stroke="${shade(accent, -0.4)}" stroke-width="5"/>`;

/** JBU by Jambu: a casual slip-on with stretch gores and a memory-foam footbed. */
export const slipOn: Motif = (accent) => `
  <path d="M84 250C84 220 104 210 134 212L230 216C280 210 330 222 380 240C450 258 520 262 556 282C582 296 590 316 584 330H84Z" fill="${shade(accent, 0.55)}" ${outline}/>
  <path d="M230 216C280 210 330 222 380 240L340 262C300 244 260 236 220 236Z" fill="${shade(accent, 0.3)}"/>
  <path d="M232 226L258 300M262 228L288 300" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>
  <path d="M84 316H588V340C588 354 578 364 560 364H104C92 364 84 354 84 340Z" fill="${white}" ${outline}/>
  <path d="M84 334H588" stroke="${accent}" stroke-width="8"/>
  <path d="M380 248C440 266 500 272 552 292" ${stitch}/>`;

/** J.B. Goodhue: a tall laced leather work boot with a block heel for ladders and long winters. */
export const workBoot: Motif = (accent) => `
  <path d="M136 36H278C284 110 290 170 310 214C380 236 460 248 522 270C564 286 584 308 580 330H112C116 240 124 130 136 36Z" fill="${shade(accent, 0.15)}" ${outline}/>
  <path d="M136 36H278V62H134Z" fill="${shade(accent, -0.35)}"/>
  <path d="M470 256C510 262 552 276 570 294C582 308 582 320 580 330H462C452 300 454 276 470 256Z" fill="${shade(accent, -0.15)}"/>
  <g fill="${cream}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${270 + i * 5}" cy="${80 + i * 24}" r="6"/>`).join("")}</g>
  ${laces(
    [
      [258, 86],
      [262, 110],
      [266, 134],
      [270, 158],
      [276, 182],
      [282, 206],
    ],
    cream,
  )}
  <path d="M152 70C148 160 142 250 136 320" ${stitch}/>
  <path d="M104 330H590V352H104Z" fill="${shade(accent, -0.55)}"/>
  <path d="M108 352H226V372H112Z" fill="${shade(accent, -0.65)}"/>
  ${lugs(250, 590, 352, shade(accent, -0.65))}`;

/** Kenneth Cole New York: a sleek Chelsea boot, elastic gore and pull tab, stacked heel. */
export const chelsea: Motif = (accent) => `
  <path d="M150 60H270C272 130 276 190 296 222C370 244 470 256 540 276C578 288 592 310 586 332H126C134 250 142 150 150 60Z" fill="${shade(accent, -0.55)}" ${outline}/>
  <path d="M196 70C206 130 214 180 232 226L278 224C262 180 254 130 250 70Z" fill="${shade(accent, -0.2)}"/>
  <g stroke="${shade(accent, -0.45)}" stroke-width="3">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${206 + i * 8} 80V${214 - i * 2}"/>`).join("")}</g>
  <path d="M150 60C146 40 160 30 170 44L176 62Z" fill="${accent}"/>
  <path d="M310 234C390 252 470 262 540 284" fill="none" stroke="${cream}" stroke-opacity="0.35" stroke-width="3"/>
  <path d="M120 332H590C590 344 582 350 568 350H120Z" fill="${shade(accent, -0.7)}"/>
  <path d="M124 350H210L206 372H128Z" fill="${shade(accent, -0.4)}"/>`;

/** Kenneth Cole Reaction: an easy penny loafer. */
export const loafer: Motif = (accent) => `
  <path d="M84 254C84 226 104 214 134 216L240 222C300 218 360 230 420 248C480 264 540 270 566 292C586 308 590 320 584 330H84Z" fill="${shade(accent, -0.15)}" ${outline}/>
  <path d="M300 226C360 228 420 244 470 262C440 280 380 282 330 268C300 260 286 242 300 226Z" fill="${shade(accent, 0.2)}"/>
  <path d="M314 246C360 256 410 262 450 262" stroke="${shade(accent, -0.45)}" stroke-width="12" stroke-linecap="round"/>
  <ellipse cx="382" cy="258" rx="20" ry="6" fill="${shade(accent, -0.7)}"/>
  <path d="M312 236C300 256 330 276 380 280C430 284 470 276 480 262" ${stitch}/>
  <path d="M80 330H588C588 346 578 352 562 352H200V372H88C80 360 78 344 80 330Z" fill="${shade(accent, -0.6)}"/>`;

/** Nurse Mates: a white, cushioned, slip-resistant shift shoe with a heel strap. */
export const nurseShoe: Motif = (accent) => `
  <path d="M96 228C96 204 116 196 146 198L230 206C290 196 350 210 410 236C470 258 530 262 560 284C582 300 586 314 582 324H96Z" fill="${white}" ${outline}/>
  <path d="M230 206C290 196 350 210 410 236C370 246 300 240 250 226Z" fill="${PALETTE.brandLight}"/>
  <path d="M96 232C130 226 170 240 200 268" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>
  <circle cx="200" cy="268" r="10" fill="${white}" stroke="${accent}" stroke-width="5"/>
  <path d="M86 324H590V350C590 364 578 372 560 372H104C92 372 86 362 86 350Z" fill="${PALETTE.brandLight}" ${outline}/>
  <path d="M86 340H590" stroke="${accent}" stroke-width="6"/>
  <path d="M120 362l16 -10M170 362l16 -10M220 362l16 -10M270 362l16 -10M320 362l16 -10M370 362l16 -10M420 362l16 -10M470 362l16 -10M520 362l16 -10" stroke="${line}" stroke-opacity="0.3" stroke-width="4"/>
  <path d="M410 246C470 264 520 270 556 290" ${stitch}/>`;

/** Prospector Pro: an ankle safety boot with a protective toe cap and a reflective band. */
export const safetyBoot: Motif = (accent) => `
  <path d="M124 96H268C276 150 286 196 312 220C380 238 460 246 520 264C566 280 590 302 584 326H108C110 250 116 160 124 96Z" fill="${shade(creamShade, -0.25)}" ${outline}/>
  <path d="M120 96H270V130H118Z" fill="${shade(accent, -0.45)}"/>
  <path d="M430 244C490 250 550 266 574 290C588 304 588 318 584 326H430C418 296 418 266 430 244Z" fill="${accent}"/>
  <path d="M112 240H300" stroke="${white}" stroke-opacity="0.85" stroke-width="12"/>
  <path d="M112 240H300" stroke="${accent}" stroke-width="4" stroke-dasharray="14 10"/>
  <g fill="${shade(accent, -0.5)}">${[0, 1, 2, 3].map((i) => `<circle cx="${262 + i * 9}" cy="${142 + i * 22}" r="6"/>`).join("")}</g>
  ${laces(
    [
      [250, 148],
      [258, 170],
      [266, 192],
      [276, 214],
    ],
    shade(accent, -0.5),
  )}
  <path d="M96 326H594V352H96Z" fill="${shade(accent, -0.7)}"/>
  ${lugs(100, 594, 352, shade(accent, -0.75))}`;

/** Santana Canada: a waterproof winter boot with a warm cuff. */
export const winterBoot: Motif = (accent) => `
  <path d="M140 90H280C284 150 292 200 318 228C390 246 470 256 528 276C568 292 588 312 582 332H116C120 250 130 170 140 90Z" fill="${accent}" ${outline}/>
  <path d="M128 60C150 40 180 52 200 42C222 34 250 50 276 40C296 36 300 70 292 96C262 104 210 100 134 104C118 96 116 72 128 60Z" fill="${cream}" ${outline}/>
  <path d="M116 250C200 262 260 270 318 262C380 270 470 276 560 300" fill="none" stroke="${shade(accent, -0.35)}" stroke-width="6"/>
  <path d="M150 120C146 190 140 250 134 320" ${stitch}/>
  <path d="M108 332H590V354C590 366 580 372 566 372H124C114 372 108 366 108 354Z" fill="${shade(accent, -0.6)}"/>
  <path d="M108 342H590" stroke="${shade(accent, -0.75)}" stroke-width="4" stroke-dasharray="18 10"/>`;

/** Saucony Kids: a bright running sneaker with hook-and-loop straps. */
export const kidsRunner: Motif = (accent) => `
  <path d="M96 292C92 244 112 206 150 194L226 186C256 168 290 160 322 166C356 172 380 216 434 234C490 250 540 262 558 296L562 318H96Z" fill="${white}" ${outline}/>
  <path d="M150 194L226 186C256 168 290 160 322 166L300 206C250 200 200 216 160 252C140 230 140 210 150 194Z" fill="${accent}"/>
  <path d="M196 300C260 250 360 236 450 262" fill="none" stroke="${shade(accent, -0.3)}" stroke-width="14" stroke-linecap="round"/>
  <rect x="262" y="178" width="34" height="90" rx="10" transform="rotate(28 279 223)" fill="${PALETTE.brand}"/>
  <rect x="322" y="196" width="34" height="90" rx="10" transform="rotate(28 339 241)" fill="${PALETTE.brand}"/>
  <path d="M84 318H572C580 330 578 350 560 360C540 370 500 370 470 370H120C96 370 84 356 84 338Z" fill="${shade(accent, 0.6)}" ${outline}/>
  <path d="M90 342C200 352 380 352 570 336" stroke="${accent}" stroke-width="8" fill="none"/>`;

/** Stride Rite: a toddler's first-walker shoe, round toe and one wide strap. */
export const firstWalker: Motif = (accent) => `
  <path d="M150 210C150 180 176 168 210 170L300 176C350 176 400 196 440 226C480 254 520 264 530 296C536 316 528 328 516 330H150Z" fill="${cream}" ${outline}/>
  <path d="M440 226C480 254 520 264 530 296C536 316 528 328 516 330H420C410 290 418 250 440 226Z" fill="${shade(accent, 0.5)}"/>
  <rect x="262" y="168" width="56" height="126" rx="18" transform="rotate(24 290 231)" fill="${accent}"/>
  <circle cx="300" cy="206" r="9" fill="${cream}"/>
  <path d="M170 214C168 250 166 290 168 320" ${stitch}/>
  <path d="M140 330H540C546 352 530 370 500 370H170C148 370 136 352 140 330Z" fill="${shade(accent, -0.3)}"/>
  <path d="M300 190C360 196 410 216 440 240" ${stitch}/>`;
