import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import proxyaddr from "proxy-addr";
import { expect, it } from "vitest";
import { clientAddressOf } from "./page-views";

it("reads an empty address, never a failure, from a request whose client has already hung up", () => {
  // A socket that was never connected, or was destroyed before its request was handled, has no address.
  const socket = new Socket();
  const gone = { headers: {}, socket, connection: socket } as unknown as IncomingMessage;
  expect(socket.remoteAddress).toBeUndefined();
  const loopback = proxyaddr.compile("loopback");
  const trust = (address: string | undefined, hop: number) => address !== undefined && loopback(address, hop);
  expect(clientAddressOf(gone, trust)).toBe("");
  expect(clientAddressOf(gone, undefined)).toBe("");
});
