/** The company's mark: a T in the brand blue. Decorative wherever the name is written beside it. */
export function CompanyMark({
  className = "size-10",
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={inverted ? "#fff" : "#243f89"} />
      <path d="M16 18h32v7H35.5v23h-7V25H16z" fill={inverted ? "#243f89" : "#fff"} />
    </svg>
  );
}
