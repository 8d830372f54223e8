import { Link } from "~/ui/link";
import { type ResponsiveImage as Image, ResponsiveImage } from "~/ui/responsive-image";

/** SPEC §3 "Brand grid tile". `logo` is the white wordmark shown over the image. */
export interface BrandTile {
  id: string;
  name: string;
  image: Image;
  logo: string;
}

/**
 * SPEC §2: the wide grid has 2, 3, 4 then 6 columns as the screen grows; the narrow one 1, 2 then 4.
 * 21 tiles fill none of 2, 4 or 6 evenly, so the last row is centred rather than left ragged (decision 132).
 */
const VARIANTS = {
  wide: {
    columns: "[--columns:2] sm:[--columns:3] lg:[--columns:4] xl:[--columns:6]",
    sizes: "(min-width: 1280px) 16vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
  },
  narrow: {
    columns: "[--columns:1] sm:[--columns:2] lg:[--columns:4]",
    sizes: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  },
} as const;

export function BrandGrid({ tiles, variant }: { tiles: BrandTile[]; variant: keyof typeof VARIANTS }) {
  const { columns, sizes } = VARIANTS[variant];
  return (
    <ul className={`brand-grid ${columns}`} data-variant={variant}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link to={`/brands/${tile.id}`} className="brand-tile">
            <ResponsiveImage image={tile.image} sizes={sizes} alt="" className="brand-tile-photo" />
            <span className="brand-tile-shade" />
            <span className="brand-tile-mark">
              <img src={tile.logo} alt={tile.name} width={240} height={80} loading="lazy" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
