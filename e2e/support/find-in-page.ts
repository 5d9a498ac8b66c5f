/**
 * What a guest names on the page, found inside the page itself so that WebKit (WebDriver classic)
 * and Firefox (WebDriver BiDi) answer the same question the same way (decision 0034): elements of
 * a role (or a label, or a text) whose accessible name matches, visible, outside `aria-hidden` and
 * inert parts, first in document order. A reduced accessible-name computation: aria-labelledby,
 * aria-label, the control's labels, alt text, then the text of its subtree.
 *
 * This function is serialized and run in the page: it must stay self-contained.
 */
export interface PageQuery {
  /** A role, or 'label' (a form control by its label) or 'text' (the smallest element with the text). */
  readonly role: string;
  /** Exact (whitespace-normalized) text, or a RegExp as `{ source, flags }`. */
  readonly name?: string | { readonly source: string; readonly flags: string };
  readonly level?: number;
  /** CSS selector of the element to search in (e.g. the open alertdialog). */
  readonly within?: string;
}

export function findInPage(query: PageQuery): Element | null {
  const SELECTORS: Record<string, string> = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    radio: 'input[type=radio], [role=radio]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    combobox: 'select, [role=combobox]',
    searchbox: 'input[type=search], [role=searchbox]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=tel], textarea, [role=textbox]',
    alertdialog: '[role=alertdialog]',
    dialog: 'dialog, [role=dialog]',
    img: 'img, [role=img]',
    label: 'input, textarea, select, [role=textbox], [role=combobox], [role=searchbox]',
    text: 'body *',
  };
  const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();
  const hidden = (element: Element): boolean =>
    element.closest('[aria-hidden=true], [inert], [hidden]') !== null ||
    element.getClientRects().length === 0 ||
    getComputedStyle(element).visibility === 'hidden';
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    if (node instanceof HTMLImageElement) return ` ${node.alt} `;
    if (getComputedStyle(node).display === 'none') return '';
    return Array.from(node.childNodes, textOf).join('');
  };
  const nameOf = (element: Element): string => {
    const by = element.getAttribute('aria-labelledby');
    if (by) {
      return normalize(
        by
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createTextNode('')))
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return normalize(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0 && query.role !== 'text') {
      return normalize(Array.from(labels, textOf).join(' '));
    }
    if (element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type)) {
      return normalize(element.value);
    }
    if (element instanceof HTMLImageElement) return normalize(element.alt);
    if (query.role === 'label') return '';
    return normalize(textOf(element));
  };
  const matches = (name: string): boolean => {
    if (query.name === undefined) return true;
    if (typeof query.name === 'string') return name === normalize(query.name);
    return new RegExp(query.name.source, query.name.flags).test(name);
  };
  const scope =
    query.within === undefined
      ? document
      : Array.from(document.querySelectorAll(query.within)).find((element) => !hidden(element));
  if (scope === undefined) return null;
  const found = Array.from(scope.querySelectorAll(SELECTORS[query.role] ?? query.role)).filter(
    (element) =>
      !hidden(element) &&
      (query.level === undefined || element.tagName === `H${query.level}`) &&
      matches(nameOf(element)),
  );
  // For text, the innermost element whose text matches (not its every ancestor).
  if (query.role === 'text') {
    return (
      found.find(
        (element) => !found.some((other) => other !== element && element.contains(other)),
      ) ?? null
    );
  }
  return found[0] ?? null;
}
