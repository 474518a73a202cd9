import type { ComponentType } from 'react';
import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { SiteModuleOf } from '@eventsite/core/schemas/site-modules';
import type { ModuleViewProps } from './module-context';

/**
 * A module type's definition for a guest's page (`modules/<type>/index.ts`), as Puck's block config pairs a
 * block with its `render`. The owner's half, its label, edit dialog, icon and creator, is
 * `modules/<type>/editor/index.ts`: a guest's page never loads it, so it carries neither editor code nor
 * lucide-react.
 */
export interface ModuleDefinition<T extends SiteModuleType> {
  type: T;
  /** What guests see, drawn on the server too; small and imported eagerly. */
  View: ComponentType<ModuleViewProps<SiteModuleOf<T>>>;
}

/** Every module type's definition, keyed by its type, so the compiler asks for each type of core's union. */
export type ModuleDefinitions = { [T in SiteModuleType]: ModuleDefinition<T> };
