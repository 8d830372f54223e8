import { sharpLibrary } from "~/lib/sharp.server";
import { resizeHere } from "./derive-photo.server";
import type { ResizeAnswer, ResizeRequest } from "./resize-job";

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The resizer process's side (decision 256): each job the server sends is made here and answered with its
 * bytes, or with the error's message (the server tells an unreadable photo by it). It exits when the
 * server lets it go, or when the server itself has gone.
 */
export function serveResizes(): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error("the resizer runs only as a child of the server");
  process.on("message", async ({ id, job }: ResizeRequest) => {
    let answer: ResizeAnswer;
    try {
      answer = { id, resized: await resizeHere(job) };
    } catch (error) {
      answer = { id, error: errorMessage(error) };
    }
    send(answer);
  });
  process.on("disconnect", () => process.exit(0));
  // Resizing is all this process is for: libvips loads while the server is still sending the first job. A
  // library that cannot load is reported by that job, as its error.
  sharpLibrary().catch(() => {});
}
