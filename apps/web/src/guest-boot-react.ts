/**
 * Whether the app already answers (and draws) this element. React keeps its props on each element it has
 * hydrated or drawn (`__reactProps$…`); the rest of the page is still the server's markup, which the boot
 * script looks after until then.
 */
export function answeredByApp(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}
