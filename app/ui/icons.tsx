import type { ReactNode, SVGProps } from "react";

interface Drawing {
  /** The side of the square the icon is drawn on. */
  grid: 16 | 20 | 24;
  /** Paint every shape of the icon shares. */
  paint?: SVGProps<SVGSVGElement>;
  shapes: ReactNode;
}

/** The line icons of the feature cards and the tools' navigation: outlines on a 24-unit grid. */
const LINE: SVGProps<SVGSVGElement> = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "1.8",
  strokeLinecap: "round",
  strokeLinejoin: "round",
};

const line = (d: string): Drawing => ({ grid: 24, paint: LINE, shapes: <path d={d} /> });

const ROUND_STROKE = { fill: "none", stroke: "currentColor", strokeLinecap: "round" } as const;

/** The rounded controls laid over the home page's slides. */
const slideControl = (d: string, filled = false): Drawing => ({
  grid: 20,
  shapes: (
    <path
      d={d}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});

const DRAWINGS = {
  chevronDown: {
    grid: 20,
    shapes: <path d="M5 7.5 10 12.5 15 7.5" {...ROUND_STROKE} strokeWidth="2" />,
  },
  externalLink: { grid: 20, shapes: <path d="M8 5h7v7M15 5l-9 9" {...ROUND_STROKE} strokeWidth="2" /> },
  check: {
    grid: 20,
    shapes: <path d="m4.5 10.5 3.5 3.5 7.5-8" {...ROUND_STROKE} strokeWidth="2.4" strokeLinejoin="round" />,
  },
  menu: { grid: 24, shapes: <path d="M4 7h16M4 12h16M4 17h16" {...ROUND_STROKE} strokeWidth="2" /> },
  close: { grid: 24, shapes: <path d="M6 6l12 12M18 6 6 18" {...ROUND_STROKE} strokeWidth="2" /> },
  play: { grid: 16, shapes: <path d="M4 2.5v11l9-5.5z" fill="currentColor" /> },
  pause: { grid: 16, shapes: <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" /> },
  chevronLeft: slideControl("M12.5 4.5 7 10l5.5 5.5"),
  chevronRight: slideControl("M7.5 4.5 13 10l-5.5 5.5"),
  pauseRounded: slideControl("M6.5 4.5v11M13.5 4.5v11"),
  playRounded: slideControl("M7 4.5v11l8.5-5.5z", true),
  spinner: {
    grid: 24,
    paint: { fill: "none" },
    shapes: (
      <>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  pencil: line("M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17zM14.5 7.5l2 2"),
  dashboard: line("M4 4h7v7H4zm9 0h7v4h-7zM4 13h7v7H4zm9-3h7v10h-7z"),
  camera: line("M4 6h4l2-2h4l2 2h4v13H4zm8 3.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"),
  mail: line("M3 5h18v14H3zm0 0 9 7 9-7"),
  boxCheck: line("M3 7h18v13H3zM3 7l3-4h12l3 4M9 12l2 2 4-4"),
  chart: line("M4 4v16h16M8 16v-4m4 4V8m4 8v-6"),
  shelves: line("M3 4h18v16H3zM3 10h18M3 15h18M9 4v16M15 4v16"),
  package: line("M4 8l8-4 8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9"),
  refill: line("M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6M12 8v4l2.5 2"),
  store: line("M3 9l2-5h14l2 5M3 9v11h18V9M3 9h18M9 20v-6h6v6"),
  documentCheck: line("M7 3h10l4 4v14H3V3zM8 12l3 3 5-6"),
  home: line("M3 11l9-7 9 7v9h-6v-6H9v6H3z"),
  listCheck: line("M4 6h16M4 12h10M4 18h7m9-3-3 3-2-2"),
  inventory: line("M4 8 12 4l8 4v8l-8 4-8-4zm0 0 8 4 8-4M12 12v8"),
  grid: line("M4 5h7v6H4zm9 0h7v6h-7zM4 13h7v6H4zm9 0h7v6h-7z"),
  history: line("M12 7v5l3 2m6-2a9 9 0 1 1-3-6.7M21 4v4h-4"),
  creditCard: line("M3 7h18v10H3zm0 4h18M7 15h3"),
  users: line(
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a7 7 0 0 0-4-6.3",
  ),
  shield: line("M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zM9 12l2 2 4-4"),
  user: line("M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21v-1a8 8 0 0 1 16 0v1"),
} satisfies Record<string, Drawing>;

export type IconName = keyof typeof DRAWINGS;

/**
 * Every icon the site draws. Icons stand beside words that say the same (or a label on their control), so
 * assistive technology skips them. `className` sizes and colours one (they paint in `currentColor`).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const { grid, paint, shapes }: Drawing = DRAWINGS[name];
  return (
    <svg viewBox={`0 0 ${grid} ${grid}`} className={className} aria-hidden="true" {...paint}>
      {shapes}
    </svg>
  );
}
