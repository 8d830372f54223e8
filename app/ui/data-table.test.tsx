// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable } from "./data-table";

afterEach(cleanup);

describe("DataTable", () => {
  it("names the table and its columns, the action column for screen readers only", () => {
    render(
      <DataTable caption="Past exports" columns={["When", "Items"]} actionColumn="Run again">
        <tr>
          <th scope="row">Today</th>
          <td>3</td>
          <td>
            <button type="button">Run again</button>
          </td>
        </tr>
      </DataTable>,
    );
    expect(screen.getByRole("table", { name: "Past exports" })).toBeTruthy();
    const headings = screen.getAllByRole("columnheader");
    expect(headings.map((heading) => heading.textContent)).toEqual(["When", "Items", "Run again"]);
    expect(headings[2]?.firstElementChild?.className).toBe("sr-only");
    expect(screen.getByRole("rowheader", { name: "Today" })).toBeTruthy();
  });

  it("keeps the hidden heading inside its box, and draws rows as cards only when asked", () => {
    const { rerender } = render(
      <DataTable caption="Past exports" columns={["When"]} actionColumn="Run again">
        <tr>
          <td data-label="When">Today</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole("table");
    expect(table.parentElement?.classList.contains("relative")).toBe(true);
    expect(table.classList.contains("table-cards")).toBe(false);
    rerender(
      <DataTable caption="Past exports" columns={["When"]} actionColumn="Run again" cards>
        <tr>
          <td data-label="When">Today</td>
        </tr>
      </DataTable>,
    );
    expect(table.classList.contains("table-cards")).toBe(true);
    // The cards follow the box's width, not the screen's: the box is the query's container.
    expect(table.parentElement?.classList.contains("@container")).toBe(true);
  });
});
