import { Link } from "~/ui/link";
import { PHOTO_DOWNLOADER_PAGE } from "./constants";

/** The top of a page reached from the Photo Downloader (history, share links): the way back, the title, what it is. */
export function ToolsSubpageHeading({
  back,
  heading,
  intro,
}: {
  back: string;
  heading: string;
  intro: string;
}) {
  return (
    <>
      <p>
        <Link
          to={PHOTO_DOWNLOADER_PAGE}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          {back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{heading}</h1>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>
    </>
  );
}
