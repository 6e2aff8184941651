/**
 * What an open menu hides is also inert (issue 30 accessibility: axe's `aria-hidden-focus`, serious;
 * decisions K61). Amplify UI's `Menu` is Radix's modal DropdownMenu, and Amplify passes no `modal`
 * option: while a menu is open, Radix marks the rest of the page `aria-hidden="true"` through the
 * `aria-hidden` package, which tags each node it hides with `data-aria-hidden="true"`. Those nodes still
 * held focusable links and buttons. This observer mirrors the tag as `inert` (hidden from assistive
 * technology and unfocusable, as a modal's background should be) and removes it when the tag goes,
 * touching only the `inert` attributes it set itself (marked `data-gl-inert`).
 */

/** The attribute the `aria-hidden` package puts on every node it hides (its default marker). */
const HIDDEN_MARK = 'data-aria-hidden';
/** Our own mark: this node's `inert` came from here, so it is ours to remove. */
const OUR_INERT = 'data-gl-inert';

/** Puts or removes `inert` on `element` to follow its hidden mark. */
function follow(element: Element): void {
  if (element.getAttribute(HIDDEN_MARK) === 'true') {
    if (element.hasAttribute('inert')) return;
    element.setAttribute('inert', '');
    element.setAttribute(OUR_INERT, '');
  } else if (element.hasAttribute(OUR_INERT)) {
    element.removeAttribute('inert');
    element.removeAttribute(OUR_INERT);
  }
}

/**
 * Watches `root` (the document's body) for nodes hidden by a modal menu and makes them inert while they
 * are hidden. Returns the function that stops watching. Observer callbacks run as microtasks, so `inert`
 * is gone before Radix gives the focus back to the menu's trigger (it waits a macrotask).
 */
export function inertWhatMenusHide(root: HTMLElement = document.body): () => void {
  root.querySelectorAll(`[${HIDDEN_MARK}]`).forEach(follow);
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.target instanceof Element) follow(record.target);
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: [HIDDEN_MARK] });
  return () => observer.disconnect();
}
