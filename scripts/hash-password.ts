// Prints a TOOLS_PASSWORD_HASH for a password typed at the prompt (not echoed) or piped in,
// so the plain password never has to live in the server's environment.
import { stdin, stdout } from "node:process";
import { hashPassword } from "../app/features/accounts/password-hash.server.ts";

const MIN_LENGTH = 8;

async function readPiped(): Promise<string> {
  let text = "";
  for await (const chunk of stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}

/** Reads one line from the terminal without showing what is typed. */
function readHidden(prompt: string): Promise<string> {
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let text = "";
    const onData = (key: string) => {
      for (const char of key) {
        if (char === "\u0003") process.exit(130);
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(text);
          return;
        }
        text = char === "\u007f" ? text.slice(0, -1) : text + char;
      }
    };
    stdin.on("data", onData);
  });
}

const password = stdin.isTTY ? await readHidden("Tools password: ") : await readPiped();
if (password.length < MIN_LENGTH) {
  console.error(`The password must be at least ${MIN_LENGTH} characters.`);
  process.exit(1);
}
console.log(await hashPassword(password));
