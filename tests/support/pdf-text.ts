import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Each page's text, as a reader's search or a copy of the text finds it. */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  // A copy: the reader takes its bytes over, and the caller may still read the file's own.
  const pdf = await getDocument({ data: new Uint8Array(bytes.slice(0)) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages;
}
