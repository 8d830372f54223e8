// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ActionAnswer } from "./action-answer";

afterEach(cleanup);

describe("ActionAnswer", () => {
  it("says a done action as a status and a refused one as an alert, with its details", () => {
    render(
      <>
        <ActionAnswer role="status" text="Draft saved." />
        <ActionAnswer role="alert" text="Nothing was saved.">
          <ul>
            <li>Name (English): This cannot be empty.</li>
          </ul>
        </ActionAnswer>
      </>,
    );
    expect(screen.getByRole("status").textContent).toBe("Draft saved.");
    expect(screen.getByRole("status").className).toContain("bg-green-50");
    const alert = screen.getByRole("alert");
    expect(alert.className).toContain("bg-red-50");
    expect(alert.textContent).toContain("Name (English): This cannot be empty.");
  });
});
