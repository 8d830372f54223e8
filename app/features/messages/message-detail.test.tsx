// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "~/features/i18n/locales/en";
import { TranslationProvider } from "~/features/i18n/use-translation";
import { MessageDetail } from "./message-detail";
import type { MessageView } from "./message-view";

const MESSAGE: MessageView = {
  id: 7,
  received: "Thursday, January 1, 2026 at 10:04 p.m. EST",
  recipient: "sales@trafalgarbrands.example",
  status: "sent",
  attempts: 1,
  lastError: null,
  sent: "Thursday, January 1, 2026 at 10:05 p.m. EST",
  brandName: null,
  excerpt: "Do you ship to Halifax?",
  handled: null,
  submission: {
    firstName: "Ann",
    lastName: "Lee",
    company: "Shoes Co",
    email: "ann@shoes.example",
    phone: "905 555 0101",
    message: "Do you ship to Halifax?",
    language: "en",
    department: "sales",
    page: "/contact",
  },
};

type Props = Parameters<typeof MessageDetail>[0];

/** The route under test: the detail's props come as the loader's data, as in the app. */
function DetailRoute() {
  const { props } = useLoaderData<{ props: Props }>();
  return <MessageDetail {...props} />;
}

const NoFallback = () => null;

function renderDetail(message: MessageView, sentFrom: string | undefined) {
  const props: Props = { message, sentFrom, outcome: undefined };
  const Stub = createRoutesStub([
    { path: "/", loader: () => ({ props }), HydrateFallback: NoFallback, Component: DetailRoute },
  ]);
  return render(
    <TranslationProvider language="en" strings={en}>
      <Stub />
    </TranslationProvider>,
  );
}

afterEach(cleanup);

describe("a message in full", () => {
  it("replies to the visitor's one address", async () => {
    renderDetail(MESSAGE, "https://www.trafalgarbrands.example/contact");
    expect((await screen.findByText("ann@shoes.example")).getAttribute("href")).toBe(
      "mailto:ann@shoes.example",
    );
    expect(screen.getByText("Reply by e-mail").getAttribute("href")).toBe("mailto:ann@shoes.example");
    expect(screen.getByText("https://www.trafalgarbrands.example/contact")).toBeTruthy();
  });

  it("keeps an address stored before it was held to one mailbox to one recipient, with no copy or body", async () => {
    const email = "ann@x.io?cc=evil%40attacker.example&body=Pay%20invoice";
    renderDetail({ ...MESSAGE, submission: { ...MESSAGE.submission, email } }, undefined);
    const links = [await screen.findByText(email), screen.getByText("Reply by e-mail")];
    for (const link of links) {
      const href = new URL(link.getAttribute("href") ?? "");
      expect(href.protocol).toBe("mailto:");
      expect(href.search).toBe("");
      expect(decodeURIComponent(href.pathname)).toBe(email);
    }
  });

  it("leaves out where it was sent from when that is unknown or led off the site", async () => {
    renderDetail(
      { ...MESSAGE, submission: { ...MESSAGE.submission, page: "/\\evil.example/phish" } },
      undefined,
    );
    await screen.findByText("Shoes Co");
    expect(screen.queryByText("Sent from")).toBeNull();
    expect(document.body.textContent).not.toContain("evil.example");
  });
});
