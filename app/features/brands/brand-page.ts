import type { ResponsiveImage } from "~/lib/image-variants";

/** What a brand page shows, in one language. */
export interface BrandPage {
  id: string;
  name: string;
  description: string;
  website?: string;
  buttonText: string;
  logo: string;
  logoWhite: string;
  heroImage: ResponsiveImage;
  sections: Array<{ image: ResponsiveImage; heading: string; paragraphs: string[] }>;
  contact: {
    heading: string;
    description: string;
    submitText: string;
    image: ResponsiveImage;
  };
}
