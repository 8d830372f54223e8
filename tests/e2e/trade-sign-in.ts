import type { Page } from "@playwright/test";
import { TEST_SAMPLE_BUYER_EMAIL, TEST_SAMPLE_BUYER_PASSWORD } from "../support/site-server";
import { expect } from "./fixtures";

/** The trade sign-in's words, and the catalogue it leads to, in each language. */
export const TRADE_SIGN_IN_WORDS = {
  en: {
    signIn: "Trade sign-in",
    email: "E-mail address",
    password: "Password",
    submit: "Sign in",
    catalogue: "Catalogue",
  },
  fr: {
    signIn: "Connexion commerciale",
    email: "Adresse courriel",
    password: "Mot de passe",
    submit: "Se connecter",
    catalogue: "Catalogue",
  },
} as const;

/** Signs in on the trade sign-in page the browser is on, as the sample buyer, and lands on the catalogue. */
export async function signInAsBuyer(page: Page, language: keyof typeof TRADE_SIGN_IN_WORDS): Promise<void> {
  const words = TRADE_SIGN_IN_WORDS[language];
  await expect(page.getByRole("heading", { level: 1, name: words.signIn })).toBeVisible();
  await page.getByLabel(words.email).fill(TEST_SAMPLE_BUYER_EMAIL);
  await page.getByLabel(words.password, { exact: true }).fill(TEST_SAMPLE_BUYER_PASSWORD);
  await page.getByRole("button", { name: words.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.catalogue })).toBeVisible();
}
