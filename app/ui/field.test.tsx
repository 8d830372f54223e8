// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field, Select } from "./field";

afterEach(cleanup);

describe("Field", () => {
  it("names its control by the label and ties the hint and the error to it", () => {
    render(
      <Field id="email" label="Email" hint="Where we answer" error="Enter an email address">
        {(control) => <input {...control} name="email" />}
      </Field>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.id).toBe("email");
    expect(input.getAttribute("aria-describedby")).toBe("email-hint email-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.className).toBe("field-control-invalid");
    expect(document.getElementById("email-hint")?.textContent).toBe("Where we answer");
    expect(document.getElementById("email-error")?.textContent).toBe("Enter an email address");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("leaves a valid control unmarked, with nothing to describe it", () => {
    render(
      <Field id="name" label="Name">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Name");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.className).toBe("field-control");
    expect(document.getElementById("name-error")).toBeNull();
  });

  it("keeps an announced error line in place before there is an error", () => {
    render(
      <Field id="password" label="Password" look="lead" announceError>
        {(control) => <input {...control} type="password" />}
      </Field>,
    );
    const line = screen.getByRole("alert");
    expect(line.id).toBe("password-error");
    expect(line.textContent).toBe("");
    expect(screen.getByLabelText("Password").hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("Select", () => {
  it("is a labelled native select that keeps its default value, with its hint", () => {
    render(
      <Select id="status" label="Status" look="tool" hint="Any by default" name="status" defaultValue="sent">
        <option value="">Any</option>
        <option value="sent">Sent</option>
      </Select>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Status");
    expect(select.tagName).toBe("SELECT");
    expect(select.name).toBe("status");
    expect(select.value).toBe("sent");
    expect(select.getAttribute("aria-describedby")).toBe("status-hint");
  });
});
