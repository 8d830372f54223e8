// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FilterForm, FilterSearch } from "./filter-form";

afterEach(cleanup);

function Filters() {
  return (
    <FilterForm
      label="Filter messages"
      action="/tools/messages"
      columns="lg:grid-cols-[2fr_auto]"
      apply="Apply"
      links={<a href="/tools/messages">Clear</a>}
    >
      <FilterSearch id="search" label="Search" hint="Name, company or email" defaultValue="halifax" />
    </FilterForm>
  );
}

describe("FilterForm", () => {
  it("is a named GET form to the list, with its fields, apply button and links", async () => {
    const Stub = createRoutesStub([{ path: "/tools/messages", Component: Filters }]);
    render(<Stub initialEntries={["/tools/messages"]} />);
    const form = await screen.findByRole("form", { name: "Filter messages" });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/tools/messages");
    expect(form.className).toContain("lg:grid-cols-[2fr_auto]");
    const search = screen.getByRole("searchbox", { name: "Search" });
    expect(search.getAttribute("name")).toBe("q");
    expect(search.getAttribute("maxlength")).toBe("200");
    expect(search).toHaveProperty("value", "halifax");
    expect(search.getAttribute("aria-describedby")).toBe("search-hint");
    expect(screen.getByRole("button", { name: "Apply" }).getAttribute("type")).toBe("submit");
    expect(screen.getByRole("link", { name: "Clear" })).toBeTruthy();
  });
});
