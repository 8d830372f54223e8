import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailto links", () => {
  it("leaves an ordinary address as it is", () => {
    expect(mailtoHref("info@trafalgarbrands.example")).toBe("mailto:info@trafalgarbrands.example");
    expect(mailtoHref("claire.tremblay-roy@shop.example")).toBe("mailto:claire.tremblay-roy@shop.example");
  });

  it.each([
    [
      "ann@x.io?cc=evil%40attacker.example&body=Pay%20invoice",
      "mailto:ann@x.io%3Fcc%3Devil%2540attacker.example%26body%3DPay%2520invoice",
    ],
    ["x,ceo@trafalgarbrands.example", "mailto:x%2Cceo@trafalgarbrands.example"],
    ["a@b.example;c@d.example", "mailto:a@b.example%3Bc@d.example"],
    ["a+b@c.example#x", "mailto:a%2Bb@c.example%23x"],
  ])("writes %j as one recipient, with no copy, subject or body", (address, href) => {
    expect(mailtoHref(address)).toBe(href);
    const link = new URL(mailtoHref(address));
    expect(link.search).toBe("");
    expect(link.hash).toBe("");
    expect(decodeURIComponent(link.pathname)).toBe(address);
  });
});
