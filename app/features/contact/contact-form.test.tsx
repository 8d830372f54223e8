// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "~/features/i18n/locales/en";
import { TranslationProvider } from "~/features/i18n/use-translation";
import { STATUS_AUTO_CLEAR_MS } from "./constants";
import { ContactForm } from "./contact-form";

const BRAND = {
  heading: "Talk to the Aquatalia team",
  description: "Questions about the collection? Write to our brand manager.",
  submitText: "Contact Aquatalia",
};

type Props = Parameters<typeof ContactForm>[0];

/** The route under test: the root route's data carries the language, as in the app, and the form's props. */
function FormRoute() {
  const { props } = useLoaderData<{ props: Props }>();
  return <ContactForm {...props} />;
}

const NoFallback = () => null;

function renderForm(props: Props, address = "/") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ language: "en", props }),
      HydrateFallback: NoFallback,
      Component: FormRoute,
    },
  ]);
  return render(
    <TranslationProvider language="en" strings={en}>
      <Stub initialEntries={[address]} />
    </TranslationProvider>,
  );
}

const posted: unknown[] = [];
/** SPEC's success message, followed by who answers. */
const SENT = /^Your message was sent successfully! /;

beforeEach(() => {
  posted.length = 0;
  window.grecaptcha = {
    ready: (callback) => callback(),
    execute: async () => "recaptcha-token",
  };
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (url.endsWith("/bot-check")) return Response.json({ provider: "recaptcha", siteKey: "site-key" });
    posted.push(JSON.parse(String(init?.body)));
    return Response.json({ success: true });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

/** Fills every field and presses Send. */
function fillAndSendWithoutWaiting(submit: string) {
  const values: Record<string, string> = {
    "First name": "Claire",
    "Last name": "Tremblay",
    Company: "Chaussures Tremblay",
    Email: "claire@tremblay.example",
    "Phone number": "514 555 0142",
    Message: "Hello",
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole("button", { name: submit }));
}

/** Fills every field, presses Send and waits for the success message. */
async function fillAndSend(submit: string) {
  fillAndSendWithoutWaiting(submit);
  await screen.findByText(SENT, {}, { timeout: 3000 });
}

describe("ContactForm, brand variant", () => {
  it("shows the brand's texts and writes to its manager, without a department", async () => {
    renderForm({ variant: "brand", brandId: "aquatalia", brand: BRAND });
    expect(await screen.findByRole("heading", { name: BRAND.heading })).toBeTruthy();
    expect(screen.getByText(BRAND.description)).toBeTruthy();
    expect(screen.queryByLabelText("Department")).toBeNull();
    await waitFor(() => expect(document.querySelector("[data-recaptcha-anchor]")).not.toBeNull());
    await fillAndSend(BRAND.submitText);
    expect(posted).toEqual([
      expect.objectContaining({
        firstName: "Claire",
        brand: "aquatalia",
        captcha: "recaptcha-token",
        language: "en",
      }),
    ]);
    expect(posted[0]).not.toHaveProperty("recipient");
    expect(posted[0]).not.toHaveProperty("recipientEmail");
    expect(screen.getByLabelText<HTMLInputElement>("First name").value).toBe("");
    expect(screen.getByRole("status").textContent).toBe(
      "Your message was sent successfully! The brand's manager will reply by email within one business day.",
    );
  });

  it("clears the status as soon as a field is edited", async () => {
    renderForm({ variant: "brand", brandId: "aquatalia", brand: BRAND });
    await waitFor(() => expect(document.querySelector("[data-recaptcha-anchor]")).not.toBeNull());
    await fillAndSend(BRAND.submitText);
    fireEvent.change(screen.getByLabelText("Company"), { target: { value: "A" } });
    expect(screen.queryByText(SENT)).toBeNull();
  });
});

describe("ContactForm, general variant", () => {
  it("keeps the status on edit and clears it after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm({ variant: "general" });
    await waitFor(() => expect(document.querySelector("[data-recaptcha-anchor]")).not.toBeNull());
    fireEvent.change(screen.getByLabelText("Department"), { target: { value: "ecommerce" } });
    await fillAndSend("Send message");
    expect(posted).toEqual([expect.objectContaining({ recipient: "ecommerce" })]);
    expect(screen.getByLabelText<HTMLSelectElement>("Department").value).toBe("general");
    fireEvent.change(screen.getByLabelText("Company"), { target: { value: "A" } });
    // Who answers: the department the message went to, though the form is back at its default.
    expect(screen.getByRole("status").textContent).toBe(
      "Your message was sent successfully! Our e-commerce team will reply by email within one business day.",
    );
    await act(() => vi.advanceTimersByTimeAsync(STATUS_AUTO_CLEAR_MS));
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it("takes the department from the address, and a new attempt clears the last outcome while it is sent", async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal("fetch", async (url: string) => {
      if (url.endsWith("/bot-check")) return Response.json({ provider: "recaptcha", siteKey: "site-key" });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderForm({ variant: "general" }, "/?recipient=sales");
    await waitFor(() => expect(document.querySelector("[data-recaptcha-anchor]")).not.toBeNull());
    expect(screen.getByLabelText<HTMLSelectElement>("Department").value).toBe("sales");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please correct the highlighted errors.")).toBeTruthy();
    fillAndSendWithoutWaiting("Send message");
    await screen.findByRole("button", { name: "Sending…" });
    expect(screen.getByRole("alert").textContent).toBe("");
    // The request goes once the bot check has answered and the spec's short delay has passed.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(Response.json({ success: true }));
    expect(await screen.findByText(/Our sales team will reply/)).toBeTruthy();
  });

  it("shows the bot-check message when the provider never loaded", async () => {
    delete window.grecaptcha;
    renderForm({ variant: "general" });
    await waitFor(() => expect(document.querySelector("[data-recaptcha-anchor]")).not.toBeNull());
    const values = ["Claire", "Tremblay", "Shop", "c@t.example", "1", "Hi"];
    ["First name", "Last name", "Company", "Email", "Phone number", "Message"].forEach((label, index) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value: values[index] } });
    });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("reCAPTCHA failed to load.")).toBeTruthy();
    expect(posted).toEqual([]);
  });
});

describe("ContactForm without scripts", () => {
  it("is a plain form posted to its page, opening at its outcome", async () => {
    renderForm({ variant: "general" });
    const form = (await screen.findByRole("button", { name: "Send message" })).closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/#contact-outcome");
    expect(document.activeElement).toBe(document.body);
  });

  it("shows a plain post's outcome: the typed values, each field's message (the first one focused)", async () => {
    renderForm({
      variant: "general",
      result: {
        status: "validation",
        values: {
          firstName: "Claire",
          lastName: "",
          company: "Shop",
          email: "c@t.example",
          phone: "1",
          message: "Hi",
          recipient: "sales",
        },
        errors: { lastName: true },
      },
    });
    expect((await screen.findByLabelText<HTMLInputElement>("First name")).value).toBe("Claire");
    expect(screen.getByLabelText<HTMLSelectElement>("Department").value).toBe("sales");
    expect(screen.getByText("Last name is required")).toBeTruthy();
    // The focus moves in an effect, after the form has painted: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Last name")));
    expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted errors.");
  });

  it("asks to confirm a plain post, carrying its form token, and keeps the request on screen", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const values = {
      firstName: "Claire",
      lastName: "Tremblay",
      company: "Shop",
      email: "c@t.example",
      phone: "1",
      message: "Hi",
    };
    renderForm({
      variant: "general",
      result: { status: "confirm", values, formToken: "1764100000000.token" },
    });
    const status = await screen.findByRole("status");
    expect(status.textContent).toMatch(/^One more step: /);
    expect(screen.getByRole("alert").textContent).toBe("");
    const token = document.querySelector<HTMLInputElement>('input[name="formToken"]');
    expect(token?.type).toBe("hidden");
    expect(token?.value).toBe("1764100000000.token");
    await act(() => vi.advanceTimersByTimeAsync(STATUS_AUTO_CLEAR_MS * 2));
    expect(screen.getByRole("status").textContent).toMatch(/^One more step: /);
  });
});
