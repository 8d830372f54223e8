import { describe, expect, it } from "vitest";
import { addressPrefix } from "./address-prefix.server";

describe("addressPrefix", () => {
  it("keeps the /24 of an IPv4 address, written plainly or mapped into IPv6", () => {
    expect(addressPrefix("203.0.113.77")).toBe("203.0.113.0/24");
    expect(addressPrefix("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
  });

  it("keeps the /48 of an IPv6 address, however it is abbreviated", () => {
    expect(addressPrefix("2001:db8:abcd:12:0:0:0:1")).toBe("2001:db8:abcd::/48");
    expect(addressPrefix("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(addressPrefix("::1")).toBe("0:0:0::/48");
    expect(addressPrefix("2001:0DB8:00ab::")).toBe("2001:db8:ab::/48");
  });

  it("says unknown for anything that is not an address", () => {
    expect(addressPrefix("unknown")).toBe("unknown");
    expect(addressPrefix("")).toBe("unknown");
  });
});
