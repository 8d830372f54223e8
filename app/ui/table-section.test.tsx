// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TableSection } from "./table-section";

afterEach(cleanup);

describe("TableSection", () => {
  it("names the section and the table by its title", () => {
    render(
      <TableSection id="history" title="Publications" columns={["Revision", "Note"]}>
        <tr>
          <td>2</td>
          <td>Spring copy</td>
        </tr>
      </TableSection>,
    );
    expect(screen.getByRole("region", { name: "Publications" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Publications" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Publications" })).toBeTruthy();
  });
});
