import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const logged = vi.hoisted(() => ({ error: vi.fn(), warn: vi.fn() }));
vi.mock("./log.server", () => ({ log: logged, errorFields: (error: unknown) => ({ error: String(error) }) }));

const { periodicJob } = await import("./periodic-job.server");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("periodicJob", () => {
  it("runs at start and every interval until stopped, started once", () => {
    const work = vi.fn();
    const job = periodicJob("upkeep", 1_000, work);
    job.start();
    job.start();
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(work).toHaveBeenCalledTimes(3);
    expect(job.started).toBe(true);
    job.stop();
    vi.advanceTimersByTime(5_000);
    expect(work).toHaveBeenCalledTimes(3);
    expect(job.started).toBe(false);
  });

  it("can wait for the first interval", () => {
    const work = vi.fn();
    periodicJob("watch", 1_000, work, { runAtStart: false }).start();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("logs a run that throws or rejects under its name, and keeps running", async () => {
    const work = vi.fn(() => {
      throw new Error("down");
    });
    const job = periodicJob("upkeep", 1_000, work);
    job.start();
    expect(logged.error).toHaveBeenCalledWith({ error: "Error: down" }, "upkeep");
    const watch = periodicJob("watch", 1_000, () => Promise.reject(new Error("gone")), { level: "warn" });
    watch.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(logged.warn).toHaveBeenCalledWith({ error: "Error: gone" }, "watch");
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    job.stop();
    watch.stop();
  });
});
