import { describe, expect, it } from "vitest";
import {
  htmlAttribute,
  htmlRows,
  htmlText,
  mailHeaderText,
  pdfInfoText,
  xmlAttribute,
  xmlText,
} from "./escape";
import { HOSTILE_LINE, HOSTILE_NAME, parsedXml } from "./hostile-text.test-support";

const inElement = (text: string) => parsedXml(`<name>${xmlText(text)}</name>`).documentElement.textContent;
const inAttribute = (text: string, quote: string) =>
  parsedXml(`<name value=${quote}${xmlAttribute(text)}${quote}/>`).documentElement.getAttribute("value");

describe("escaping by context", () => {
  it("keeps a hostile name whole as an element's text and as an attribute in either quotes", () => {
    expect(inElement(HOSTILE_NAME)).toBe(HOSTILE_NAME);
    expect(inAttribute(HOSTILE_NAME, '"')).toBe(HOSTILE_NAME);
    expect(inAttribute(HOSTILE_NAME, "'")).toBe(HOSTILE_NAME);
  });

  it("escapes quotes in attributes, not in text", () => {
    expect(xmlText(`a "b" 'c' <d> & e`)).toBe(`a "b" 'c' &lt;d&gt; &amp; e`);
    expect(xmlAttribute(`a "b" 'c' <d> & e`)).toBe("a &quot;b&quot; &#39;c&#39; &lt;d&gt; &amp; e");
    expect(htmlText("<b>")).toBe("&lt;b&gt;");
    expect(htmlAttribute('https://example.com/?a=1&b="2"')).toBe(
      "https://example.com/?a=1&amp;b=&quot;2&quot;",
    );
  });

  it("keeps an attribute's tabs and line breaks, which a parser would turn into spaces", () => {
    expect(inAttribute("one\ttwo\r\nthree", '"')).toBe("one\ttwo\r\nthree");
  });

  it("leaves out what XML cannot hold at all, so one control character never spoils a document", () => {
    const text = "Bell\u0007 Null\u0000 lone\uD800 pair😀 \uFFFF";
    expect(inElement(text)).toBe("Bell Null lone pair😀 ");
    expect(inAttribute(text, '"')).toBe("Bell Null lone pair😀 ");
  });

  it("writes a header's value on one line", () => {
    expect(mailHeaderText(HOSTILE_LINE)).toBe(`${HOSTILE_NAME} Bcc: victim@example.com`);
    expect(mailHeaderText("a\u2028b\u0085c\u0000d  e ")).toBe("a b c d e");
    expect(pdfInfoText("Title\r\nSecond (line) \\ back")).toBe("Title Second (line) \\ back");
  });

  it("escapes labels and values of a mail's table", () => {
    expect(htmlRows([["Name", HOSTILE_NAME]])).toContain(
      `<td>Dockers" onload="alert(1)" 'x' &lt;b&gt;&amp;amp; &amp; Co</td>`,
    );
  });
});
