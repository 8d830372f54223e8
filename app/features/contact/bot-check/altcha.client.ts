// The CSP-friendly build: no injected <style>, no blob: workers. Its worker is a file of our own origin.
import "altcha/external";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { ALTCHA_ALGORITHM } from "../constants";

globalThis.$altcha.algorithms.set(ALTCHA_ALGORITHM, () => new Pbkdf2Worker());
