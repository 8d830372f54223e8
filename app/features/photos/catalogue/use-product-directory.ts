import { useEffect, useState } from "react";
import { type Product, productsWithPhotos } from "./product-directory";

/** Staff only: the server answers 401 to anyone signed out. */
const DIRECTORY_URL = "/api/photos/directory";

/**
 * The products with photos, loaded when the page opens (undefined until then). As in the spec, a failure
 * is only logged: typing item numbers still works without the browse list.
 */
export function useProductDirectory(): Product[] | undefined {
  const [products, setProducts] = useState<Product[]>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(DIRECTORY_URL, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setProducts(productsWithPhotos(await response.json()));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Failed to load the product directory:", error);
      });
    return () => controller.abort();
  }, []);
  return products;
}
