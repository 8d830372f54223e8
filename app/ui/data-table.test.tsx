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
});
