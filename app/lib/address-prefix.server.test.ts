import { describe, expect, it } from "vitest";
import { addressNetwork, addressPrefix } from "./address-prefix.server";

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

describe("addressNetwork", () => {
  it("keeps a whole IPv4 address, written plainly or mapped into IPv6", () => {
    expect(addressNetwork("203.0.113.77")).toBe("203.0.113.77");
    expect(addressNetwork("::ffff:203.0.113.77")).toBe("203.0.113.77");
  });

  it("keeps the /64 of an IPv6 address, so a client picking a new address in its network is still one client", () => {
    expect(addressNetwork("2001:db8:abcd:12::1")).toBe("2001:db8:abcd:12::/64");
    expect(addressNetwork("2001:DB8:ABCD:0012:9f3e:77a1:0:42")).toBe("2001:db8:abcd:12::/64");
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves a key that is not an address as it is", () => {
    expect(addressNetwork("id:12")).toBe("id:12");
    expect(addressNetwork("unknown")).toBe("unknown");
  });
});
