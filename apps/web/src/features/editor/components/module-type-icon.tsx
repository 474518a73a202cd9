import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { LucideProps } from 'lucide-react';
import { MODULE_EDITOR_DEFINITIONS } from '../module-editors';

/** A module type's icon, for the add-module dialog, the menu editor and the module's tab. */
export function ModuleTypeIcon({ type, ...props }: { type: SiteModuleType } & LucideProps) {
  const Icon = MODULE_EDITOR_DEFINITIONS[type].Icon;
  return <Icon {...props} />;
}
