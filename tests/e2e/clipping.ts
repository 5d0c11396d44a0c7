// What a person cannot read because a box cuts it: the rule of tests/e2e/clipping.spec.ts, run inside the page.
//
// A piece of text, or a control, is cut when part of it lies outside a box that clips it: an ancestor whose
// overflow is not visible (an ellipsis, `overflow: hidden`, a table's scroll container) cuts what crosses its left
// or right edge; one that hides overflow (not a scroll container, where the rest is a scroll away) also cuts what
// crosses its top or bottom. Something wholly outside a hiding box is hidden on purpose (a closed collapse), not cut;
// something beyond a sideways scroll container's edge is not seen either, so it counts. Two ways out, both saying
// so in the markup: a region with a name scrolls sideways on purpose (the editor's canvas on a phone), and an element
// marked `data-cut-text` with a `title` cuts its text with the whole of it in the title. The page itself must not be
// wider than the window.

/** Runs in the page: one line per cut text or control, empty when nothing is cut. */
export function findClipped(): string[] {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = getComputedStyle(element)));
    return found;
  };
  const found: string[] = [];
  const describe = (element: Element, what: string, by: string) => {
    const path: string[] = [];
    for (let at: Element | null = element; at && path.length < 4 && at !== document.body; at = at.parentElement) {
      const name = at.getAttribute('aria-label') ?? at.getAttribute('data-testid');
      path.unshift(`${at.tagName.toLowerCase()}${name ? `[${name}]` : ''}`);
    }
    found.push(`“${what.trim().slice(0, 60)}” ${by} (${path.join(' > ')})`);
  };

  /** The extent of a text node or element as drawn, undefined when it draws nothing. */
  const extent = (node: Node): DOMRect | undefined => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...(node instanceof Element ? [node.getBoundingClientRect()] : range.getClientRects())].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) return undefined;
    const left = Math.min(...rects.map((rect) => rect.left));
    const top = Math.min(...rects.map((rect) => rect.top));
    return new DOMRect(left, top, Math.max(...rects.map((rect) => rect.right)) - left, Math.max(...rects.map((rect) => rect.bottom)) - top);
  };

  /** Where `node` (inside `start`) is cut by a box around it, if it is. */
  const check = (node: Node, start: Element, what: string) => {
    if (start.closest('[data-cut-text][title]')) return;
    const drawn = extent(node);
    if (!drawn) return;
    // An absolutely placed box escapes the clipping of the boxes between it and its containing block.
    let escaping = false;
    for (let box: Element | null = start; box && box !== document.documentElement; box = box.parentElement) {
      const boxStyle = style(box);
      if (escaping && boxStyle.position !== 'static') escaping = false;
      if (!escaping && (boxStyle.overflowX !== 'visible' || boxStyle.overflowY !== 'visible')) {
        const outer = box.getBoundingClientRect();
        // A visually hidden label (1 px, clipped) is for screen readers: nothing in it is drawn to be read.
        if (outer.width <= 1 || outer.height <= 1) return;
        const left = outer.left + box.clientLeft;
        const right = left + box.clientWidth;
        const top = outer.top + box.clientTop;
        const bottom = top + box.clientHeight;
        const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        const outside = drawn.right <= left || drawn.left >= right || drawn.bottom <= top || drawn.top >= bottom;
        const scrollsSideways = !hides(boxStyle.overflowX) && boxStyle.overflowX !== 'visible';
        const namedRegion = box.getAttribute('role') === 'region' && box.hasAttribute('aria-label');
        if (hides(boxStyle.overflowX) && !outside && (drawn.left < left - 1 || drawn.right > right + 1)) {
          describe(start, what, `is cut at the side by ${Math.round(Math.max(left - drawn.left, drawn.right - right))} px`);
          return;
        }
        if (scrollsSideways && !namedRegion && (drawn.left < left - 1 || drawn.right > right + 1)) {
          describe(start, what, `lies ${Math.round(Math.max(left - drawn.left, drawn.right - right))} px beyond a box that scrolls sideways`);
          return;
        }
        if (hides(boxStyle.overflowY) && !outside && (drawn.top < top - 1 || drawn.bottom > bottom + 1)) {
          describe(start, what, `is cut at the top or bottom by ${Math.round(Math.max(top - drawn.top, drawn.bottom - bottom))} px`);
          return;
        }
        // Wholly hidden by this box: not drawn, so not cut either.
        if (outside && hides(boxStyle.overflowX) && hides(boxStyle.overflowY)) return;
      }
      if (boxStyle.position === 'fixed') return;
      if (boxStyle.position === 'absolute') escaping = true;
    }
  };

  const hidden = (element: Element) => {
    const elementStyle = style(element);
    return elementStyle.visibility === 'hidden' || elementStyle.display === 'none' || element.closest('option, script, style, noscript, template, [inert]') !== null;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || hidden(parent)) continue;
    check(node, parent, node.textContent);
  }
  // Controls without text of their own (an icon button, a checkbox), and a field's value cut by its own box.
  for (const control of document.body.querySelectorAll('button, a[href], input:not([type="hidden"]), select, [role="checkbox"], [role="switch"]')) {
    if (hidden(control) || !control.getBoundingClientRect().width) continue;
    const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
    if (control.parentElement) check(control, control.parentElement, `${control.tagName.toLowerCase()} ${name}`);
    if (control instanceof HTMLInputElement && ['text', 'search', 'number', ''].includes(control.type) && control.value && control.scrollWidth > control.clientWidth + 1)
      describe(control, control.value, 'is a value wider than its field');
  }
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth) found.push(`the page is ${page.scrollWidth - window.innerWidth} px wider than the window`);
  return [...new Set(found)];
}
