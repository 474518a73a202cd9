import type { Brand } from '@eventsite/core/constants/platform';

/**
 * Where a visitor without a site starts (`002` §2.1): the wedding brand's get-started wizard, otherwise the
 * quick-start editor, which can open the register dialog at once (`000` §2.3 registerAccount=true).
 */
export function startPath(brand: Brand, { registerAccount }: { registerAccount: boolean }): string {
  if (brand === 'wedding') return '/kom-igang';
  return registerAccount ? '/snabbstart?registerAccount=true' : '/snabbstart';
}
