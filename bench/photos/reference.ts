import yazl from "yazl";

const MAX_PHOTOS = 100;
const MAX_MISSES = 3;

/**
 * The spec's original method, in Node: for each item in turn, fetch {item}_01.jpg, _02.jpg, … one at a time
 * (redirects not followed; a photo counts if 200, image/* and non-empty), keep every photo in memory,
 * then build the whole archive in memory (JSZip did this in the browser; yazl into one Buffer here).
 */
export async function referenceZip(origin: string, items: string[]): Promise<Buffer> {
  const photos: Array<{ name: string; data: Buffer }> = [];
  for (const item of items) {
    let misses = 0;
    for (let number = 1; number <= MAX_PHOTOS && misses < MAX_MISSES; number++) {
      const fileName = `${item}_${String(number).padStart(2, "0")}.jpg`;
      const response = await fetch(`${origin}/images/product_photos_item_numbers/${item}/${fileName}`, {
        redirect: "manual",
      });
      const data = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get("content-type") ?? "";
      if (response.status === 200 && type.startsWith("image/") && data.length > 0) {
        photos.push({ name: `${item}/${fileName}`, data });
        misses = 0;
      } else {
        misses++;
      }
    }
  }
  const zip = new yazl.ZipFile();
  for (const { name, data } of photos) zip.addBuffer(data, name, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
