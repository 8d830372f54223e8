import { preload } from "react-dom";
import type { ResponsiveImage as Image } from "~/lib/image-variants";

export type ResponsiveImage = Image;

/**
 * A raster image as `<picture>`: AVIF, or one JPEG where AVIF is not supported, with its intrinsic size so
 * nothing shifts while it loads. `priority` is for the one image that makes the first screen (the hero): it is preloaded
 * from the document's head at high priority, so it downloads alongside the HTML. The rest load lazily.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  priority = false,
  className,
}: {
  image: Image;
  sizes: string;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  if (priority) {
    preload(image.fallback, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
