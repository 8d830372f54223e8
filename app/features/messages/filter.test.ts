import { describe, expect, it } from "vitest";
import { messageFilterString, parseMessageFilter } from "./filter";

describe("Messages filter in the URL", () => {
  it("reads status, form and search, and writes them back", () => {
    const query = parseMessageFilter(new URLSearchParams("status=failed&form=dockers&q=%20boots%20"));
    expect(query).toEqual({ status: "failed", form: "dockers", search: "boots" });
    expect(messageFilterString(query)).toBe("?status=failed&form=dockers&q=boots");
    expect(parseMessageFilter(new URLSearchParams("form=sales")).form).toBe("sales");
  });

  it("drops what it does not know, so an edited link still lists messages", () => {
    expect(parseMessageFilter(new URLSearchParams("status=lost&form=Nike!&q=%20"))).toEqual({});
    expect(parseMessageFilter(new URLSearchParams("form=../sales"))).toEqual({});
    // Any brand's id is kept: a brand added or retired in the studio still finds its messages.
    expect(parseMessageFilter(new URLSearchParams("form=sante-plus")).form).toBe("sante-plus");
    expect(messageFilterString({})).toBe("");
    expect(parseMessageFilter(new URLSearchParams(`q=${"x".repeat(300)}`)).search).toHaveLength(200);
  });
});
