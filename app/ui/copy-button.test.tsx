// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./copy-button";

const WORDS = { label: "Copy link", copied: "Copied", failed: "Not copied" };

/** The browser's clipboard, as a secure page sees it; `undefined` for a browser that offers none. */
function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  vi.stubGlobal("isSecureContext", true);
  if (writeText) Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  else Reflect.deleteProperty(navigator, "clipboard");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("CopyButton", () => {
  it("draws nothing where the browser offers no clipboard", () => {
    clipboard(undefined);
    render(<CopyButton text="https://example.test/share/abc" {...WORDS} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("copies the text and says so in a live region", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    render(<CopyButton text="https://example.test/share/abc" {...WORDS} />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith("https://example.test/share/abc");
    expect((await screen.findByText("Copied")).getAttribute("role")).toBe("status");
  });

  it("says when the browser refused", async () => {
    clipboard(() => Promise.reject(new Error("denied")));
    render(<CopyButton text="https://example.test/share/abc" {...WORDS} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Not copied")).toBeTruthy();
  });
});
