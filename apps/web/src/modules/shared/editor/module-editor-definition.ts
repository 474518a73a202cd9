import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { SiteModuleOf } from '@eventsite/core/schemas/site-modules';
import type { ModuleEditorProps } from './module-editor';

/**
 * A module type's definition for the owner's editor (`modules/<type>/editor/index.ts`), the other half of
 * its `ModuleDefinition`: what the site editor shows of the type and how it edits one.
 */
export interface ModuleEditorDefinition<T extends SiteModuleType> {
  type: T;
  /** The edit dialog; its code loads when the owner first opens it. */
  Editor: LazyExoticComponent<ComponentType<ModuleEditorProps<SiteModuleOf<T>>>>;
  /** The type's picture in the add-module dialog, the menu editor and the module's tab. */
  Icon: LucideIcon;
}

/** Every module type's editor definition, keyed by its type, so the compiler asks for each type. */
export type ModuleEditorDefinitions = { [T in SiteModuleType]: ModuleEditorDefinition<T> };
