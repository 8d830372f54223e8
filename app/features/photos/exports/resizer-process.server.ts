import { type ChildProcess, fork } from "node:child_process";
import { log } from "~/lib/log.server";
import { shortenedForTests } from "~/lib/short-waits.server";
import type { ResizeAnswer, Resized, ResizeJob, ResizeRequest } from "./resize-job";

/**
 * Where the built resizer is, set by `server/start.js` for a built site; unset in development and in unit
 * tests, which resize in their own process.
 */
const RESIZER_ENTRY_VARIABLE = "TRAFALGAR_RESIZER";
/** How long the resizer waits for the next job before it exits and gives its memory back. */
const RESIZER_IDLE_MS = 10_000;
/**
 * The web server's glibc settings (decision 205) that the resizer goes without: mapping every block of 8 kB
 * or more on its own cost resizing a third of its CPU (decision 256). The resizer's memory all goes back
 * when it exits.
 */
const WEB_SERVER_ONLY_SETTINGS = ["MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_"];

interface Waiting {
  resolve: (resized: Resized) => void;
  reject: (error: Error) => void;
}

/** One resizer process and the jobs it has been sent and not yet answered. */
class Resizer {
  private readonly waiting = new Map<number, Waiting>();
  private idle: NodeJS.Timeout | undefined;

  constructor(readonly child: ChildProcess) {
    child.on("message", (answer: ResizeAnswer) => this.settle(answer.id, answer));
    child.on("error", (error) => log.error({ err: error }, "the resizer failed"));
    child.on("exit", (code, signal) => {
      if (this.waiting.size === 0) return;
      log.error({ code, signal, jobs: this.waiting.size }, "the resizer stopped with jobs under way");
      for (const id of [...this.waiting.keys()]) this.settle(id, { id, error: "the resizer stopped" });
    });
  }

  send(id: number, job: ResizeJob): Promise<Resized> {
    clearTimeout(this.idle);
    this.child.channel?.ref();
    return new Promise<Resized>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child.send({ id, job } satisfies ResizeRequest, (error) => {
        if (error) this.settle(id, { id, error: error.message });
      });
    });
  }

  private settle(id: number, answer: ResizeAnswer): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    if ("error" in answer) waiting.reject(new Error(answer.error));
    else {
      const { bytes, written } = answer.resized;
      waiting.resolve({
        bytes: bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        written,
      });
    }
    if (this.waiting.size === 0) this.rest();
  }

  /** Nothing under way: the server may stop without waiting for it, and it exits if nothing more comes. */
  rest(): void {
    const { child } = this;
    child.channel?.unref();
    this.idle = setTimeout(() => {
      if (child.connected) child.disconnect();
    }, shortenedForTests(RESIZER_IDLE_MS));
    this.idle.unref();
  }
}

/**
 * The resizer process: started with the first resize, sent each job the queues hand out (decision 256), and
 * let go once it has had nothing to do for RESIZER_IDLE_MS. A resizer that stops with jobs under way fails
 * them; the next job starts another.
 */
class ResizerProcess {
  private current: Resizer | undefined;
  private jobs = 0;

  constructor(private readonly entry: string) {}

  resize(job: ResizeJob): Promise<Resized> {
    if (!this.current?.child.connected) this.current = this.started();
    this.jobs += 1;
    return this.current.send(this.jobs, job);
  }

  /** Started ahead of the jobs a caller knows are coming, and let go as an idle one is if none comes. */
  warm(): void {
    if (this.current?.child.connected) return;
    this.current = this.started();
    this.current.rest();
  }

  private started(): Resizer {
    const env = { ...process.env };
    for (const name of WEB_SERVER_ONLY_SETTINGS) delete env[name];
    return new Resizer(fork(this.entry, [], { env, serialization: "advanced", stdio: "inherit" }));
  }
}

let resizer: ResizerProcess | undefined;

/** The resizer process, for a built site; undefined where photos are resized in this process. */
export function resizerProcess(): ResizerProcess | undefined {
  const entry = process.env[RESIZER_ENTRY_VARIABLE];
  if (!entry) return undefined;
  resizer ??= new ResizerProcess(entry);
  return resizer;
}
