/*
 * jsdom has no layout: ProseMirror asks a Range for its rectangles when it scrolls the cursor into view,
 * and for the element at a point. Tests of the rich-text editor import this file first. Tests only.
 */
const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const noRects = (): DOMRectList => {
  const list: DOMRect[] = [];
  return Object.assign(list, { item: () => null }) as unknown as DOMRectList;
};

if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= emptyRect;
  Range.prototype.getClientRects ??= noRects;
}
if (typeof document !== 'undefined') {
  document.elementFromPoint ??= () => null;
}
