/** The parts of the brand menu its behaviour works on (see `BrandMenu`). */
export interface BrandMenuParts {
  /** The list item holding the Brands link, the toggle and the popover. */
  container: HTMLElement;
  toggle: HTMLButtonElement;
  popover: HTMLElement;
  list: HTMLElement;
}

export interface BrandMenuBehaviour {
  close(): void;
  stop(): void;
}

/**
 * Opens the brand list on hover for as long as the pointer stays, pins it open on the toggle (click, Enter,
 * Space, ArrowDown, which also moves focus into it) until pressed again, and closes it on Escape or when
 * focus leaves. A close by the browser (Escape, a click elsewhere) is followed; a list opened before the
 * scripts ran stays open as if pinned. The toggle says whether the list is open.
 */
export function enhanceBrandMenu({ container, toggle, popover, list }: BrandMenuParts): BrandMenuBehaviour {
  // A pointer already resting on the menu, or a list opened before this code arrived, counts as usual.
  let hovered = container.matches(":hover");
  let pinned = popover.matches(":popover-open");
  const isOpen = () => hovered || pinned;
  const update = () => {
    const open = isOpen();
    toggle.setAttribute("aria-expanded", String(open));
    if (popover.matches(":popover-open") === open) return;
    if (open) popover.showPopover();
    else popover.hidePopover();
  };
  const close = () => {
    hovered = false;
    pinned = false;
    update();
  };

  const listeners: Array<[EventTarget, string, (event: Event) => void]> = [
    [
      container,
      "mouseenter",
      () => {
        hovered = true;
        update();
      },
    ],
    [
      container,
      "mouseleave",
      () => {
        hovered = false;
        update();
      },
    ],
    [
      container,
      "focusout",
      (event) => {
        const next = (event as FocusEvent).relatedTarget;
        if (next instanceof Node && container.contains(next)) return;
        pinned = false;
        update();
      },
    ],
    [
      container,
      "keydown",
      (event) => {
        if ((event as KeyboardEvent).key !== "Escape" || !isOpen()) return;
        close();
        toggle.focus();
      },
    ],
    [
      toggle,
      "click",
      (event) => {
        // The state decides: a click on a list shown by hover pins it rather than closing it.
        event.preventDefault();
        pinned = !pinned;
        update();
      },
    ],
    [
      toggle,
      "keydown",
      (event) => {
        if ((event as KeyboardEvent).key !== "ArrowDown") return;
        event.preventDefault();
        pinned = true;
        update();
        requestAnimationFrame(() => list.querySelector("a")?.focus());
      },
    ],
    [
      popover,
      "toggle",
      (event) => {
        if ((event as ToggleEvent).newState === "closed") close();
      },
    ],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  update();
  return {
    close,
    stop: () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    },
  };
}
