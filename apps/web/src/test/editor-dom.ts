/*
 * jsdom has no layout. ProseMirror asks a Range for its rectangles when it scrolls the cursor into view,
 * and the document for the element at a point; Radix's slider watches its size. Tests of the owner's
 * editors import this file first. Tests only.
 */
const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const noRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;

if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= emptyRect;
  Range.prototype.getClientRects ??= noRects;
}
if (typeof document !== 'undefined') {
  document.elementFromPoint ??= () => null;
}

class SilentResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= SilentResizeObserver;
