import { isBrand, type Brand } from '@eventsite/core/constants/platform';
import type { ModuleContext } from '../module-context';

/** The build's brand: the context's, else the one `main.tsx` wrote on `<html data-brand>`. */
export function siteBrand(context: ModuleContext): Brand | undefined {
  if (context.brand !== undefined) return context.brand;
  const fromPage = typeof document === 'undefined' ? undefined : document.documentElement.dataset.brand;
  return isBrand(fromPage) ? fromPage : undefined;
}
