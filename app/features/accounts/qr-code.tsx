/**
 * A QR code drawn from its dark modules as one SVG path (made on the server): no script, no image request,
 * crisp at any size. Dark on white whatever the page's colours, as scanners expect.
 */
export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-52 rounded-lg border border-slate-200 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
