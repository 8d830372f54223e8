import { describe, expect, it } from "vitest";
import { ReadBuffers } from "./read-buffers.server";

describe("ReadBuffers", () => {
  it("hands out its buffers, then makes the next reader wait until a chunk of one is released", async () => {
    const buffers = new ReadBuffers(2, 16);
    const first = await buffers.take();
    const second = await buffers.take();
    expect(first).toHaveLength(16);
    expect(second).not.toBe(first);

    let third: Buffer | undefined;
    const waiting = buffers.take().then((buffer) => {
      third = buffer;
    });
    await Promise.resolve();
    expect(third).toBeUndefined();

    buffers.release(first.subarray(0, 5));
    await waiting;
    expect(third).toBe(first);
  });

  it("ignores chunks that are not cut from its own buffers", async () => {
    const buffers = new ReadBuffers(1, 16);
    const own = await buffers.take();
    buffers.release(Buffer.from("not one of ours"));
    let next: Buffer | undefined;
    void buffers.take().then((buffer) => {
      next = buffer;
    });
    await Promise.resolve();
    expect(next).toBeUndefined();
    buffers.release(own);
    await Promise.resolve();
    expect(next).toBe(own);
  });
});

describe("ReadBuffers of an abandoned download", () => {
  it("lets a waiting reader go, and refuses later ones, with the reason", async () => {
    const abandoned = new AbortController();
    const buffers = new ReadBuffers(1, 16, abandoned.signal);
    await buffers.take();
    const waiting = buffers.take();
    abandoned.abort(new Error("client gone"));
    await expect(waiting).rejects.toThrow("client gone");
    await expect(buffers.take()).rejects.toThrow("client gone");
  });
});
