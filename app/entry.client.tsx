import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { quietAbandonedRequests } from "~/lib/abandoned-requests";
import { NonceContext } from "~/lib/nonce";
import { watchTypedText } from "~/lib/typed-before-hydration";

// The server's nonce, read back so hydrated markup matches the server's.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

quietAbandonedRequests();
watchTypedText();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
