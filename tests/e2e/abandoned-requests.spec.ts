import { expect, test } from "./fixtures";

/*
 * A request a page gives up on (a navigation replaced by a loader's redirect) ends in an AbortError that the
 * router's decoder leaves unawaited. It is not reported as an uncaught error; any other rejection still is
 * (decision 231). The page is opened in its own context, outside the console guard, to see what it reports.
 */
test("a request the page abandons is not reported as an error; a real failure still is", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const reported: string[] = [];
  page.on("pageerror", (error) => reported.push(error.message));
  await page.goto("/");
  // The page's scripts have run once its slideshow works.
  await expect(page.getByRole("button", { name: "Next brand" })).toBeEnabled();

  await page.evaluate(async () => {
    const leaving = new AbortController();
    const abandoned = fetch("/", { signal: leaving.signal });
    leaving.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    void abandoned;
  });
  await page.evaluate(() => {
    void Promise.reject(new Error("a real failure"));
  });

  await expect.poll(() => reported).toEqual(["a real failure"]);
  await context.close();
});
