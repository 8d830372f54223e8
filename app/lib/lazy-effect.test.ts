import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoading } from "./lazy-effect";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("afterLoading", () => {
  it("starts once the code is there, and its cleanup stops what it started", async () => {
    const stop = vi.fn();
    const start = vi.fn((_module: { name: string }) => stop);
    const cleanup = afterLoading(async () => ({ name: "motion" }), start);
    expect(start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith({ name: "motion" }));
    cleanup();
    expect(stop).toHaveBeenCalledOnce();
  });

  it("never starts when cleaned up before the code arrived", async () => {
    let arrive: (module: string) => void = () => {};
    const start = vi.fn(() => () => {});
    const cleanup = afterLoading(() => new Promise<string>((resolve) => (arrive = resolve)), start);
    cleanup();
    arrive("late");
    await new Promise((resolve) => setTimeout(resolve));
    expect(start).not.toHaveBeenCalled();
  });

  it("asks for the code in a task of its own, and not at all when cleaned up first", async () => {
    const load = vi.fn(async () => "motion");
    afterLoading(load, () => () => {})();
    const kept = afterLoading(load, () => () => {});
    expect(load).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(load).toHaveBeenCalledOnce();
    kept();
  });

  it("reports code that failed to load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    afterLoading(
      () => Promise.reject(new Error("offline")),
      () => () => {},
    );
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith("Failed to load a page script", expect.any(Error)),
    );
  });
});
