// The part of jsdom the tests use (its strict XML parser), which ships without type definitions.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
