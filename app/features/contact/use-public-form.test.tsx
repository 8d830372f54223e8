// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BotCheckUnavailable } from "./bot-check/bot-check-unavailable";
import type { GateStatus } from "./use-public-form";

const proof = vi.hoisted(() => ({ token: vi.fn(async () => "proof") }));
vi.mock("./bot-check/use-bot-check", () => ({ useBotCheck: () => ({ anchor: null, token: proof.token }) }));

const { usePublicForm } = await import("./use-public-form");

afterEach(cleanup);

type Field = "email" | "name";
const rules = async () => (data: FormData) =>
  (["email", "name"] as const).filter((field) => !data.get(field));

type Gate = ReturnType<typeof usePublicForm<Field>>;

/** A form with the gate; `seen.gate` is the hook's answer as the last render had it. */
function GatedForm({
  show,
  errors,
  seen,
}: {
  show: (status: GateStatus) => void;
  errors?: Partial<Record<Field, true>>;
  seen: { gate?: Gate };
}) {
  const gate = usePublicForm<Field>({ rules, errors, show });
  seen.gate = gate;
  return (
    <form ref={gate.form}>
      <input name="email" />
      <input name="name" />
    </form>
  );
}

function renderForm(show: (status: GateStatus) => void, errors?: Partial<Record<Field, true>>) {
  const seen: { gate?: Gate } = {};
  const view = render(<GatedForm show={show} errors={errors} seen={seen} />);
  return { view, seen };
}

describe("usePublicForm", () => {
  it("marks and focuses the first broken field, and asks no proof", async () => {
    const show = vi.fn();
    const { seen, view } = renderForm(show);
    const data = new FormData();
    data.set("name", "Ann");
    let answer: string | undefined = "unset";
    await act(async () => {
      answer = await seen.gate?.check(data);
    });
    expect(answer).toBeUndefined();
    expect(show).toHaveBeenCalledWith("validation");
    expect(seen.gate?.errors).toEqual({ email: true });
    expect(document.activeElement).toBe(view.container.querySelector('[name="email"]'));
    expect(proof.token).not.toHaveBeenCalled();
    act(() => seen.gate?.edit("email"));
    expect(seen.gate?.errors.email).toBeUndefined();
  });

  it("answers the bot check's proof once the rules pass, or says the check is unavailable", async () => {
    const show = vi.fn();
    const { seen } = renderForm(show);
    const data = new FormData();
    data.set("email", "ann@shoes.example");
    data.set("name", "Ann");
    let answer: string | undefined;
    await act(async () => {
      answer = await seen.gate?.check(data);
    });
    expect(answer).toBe("proof");
    proof.token.mockRejectedValueOnce(new BotCheckUnavailable());
    await act(async () => {
      answer = await seen.gate?.check(data);
    });
    expect(answer).toBeUndefined();
    expect(show).toHaveBeenCalledWith("recaptcha");
  });

  it("focuses the first field a plain post left invalid", () => {
    const { view } = renderForm(vi.fn(), { name: true });
    expect(document.activeElement).toBe(view.container.querySelector('[name="name"]'));
  });
});
