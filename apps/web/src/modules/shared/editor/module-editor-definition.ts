import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { CreateModuleOptions } from '@eventsite/core/editor/create-module';
import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { SiteModule, SiteModuleOf } from '@eventsite/core/schemas/site-modules';
import type { ModuleEditorProps } from './module-editor';

/**
 * A module type's definition for the owner's editor (`modules/<type>/editor/index.ts`), the other half of
 * its `ModuleDefinition`: what the site editor shows of the type and how it edits one.
 */
export interface ModuleEditorDefinition<T extends SiteModuleType> {
  type: T;
  /**
   * The type's name for owners (the add-module dialog, the module's tab, the menu, answers, addresses and
   * the legacy editor): its own id in the interface catalogs, so the compiler checks the catalogs have it.
   */
  label: { id: `editor.moduleType.${T}` };
  /** The add-module dialog's line on what the type is for. */
  description: { id: `editor.moduleType.${T}.description` };
  /** The edit dialog; its code loads when the owner first opens it. */
  Editor: LazyExoticComponent<ComponentType<ModuleEditorProps<SiteModuleOf<T>>>>;
  /** The type's picture in the add-module dialog, the menu editor and the module's tab. */
  Icon: LucideIcon;
  /**
   * A new module of the type, as the add-module dialog adds it: core's `createModule` for the type, the
   * spec's pure rule (core builds its own modules and tests with it and imports no web code).
   */
  create: (options: CreateModuleOptions) => SiteModule;
}

/** Every module type's editor definition, keyed by its type, so the compiler asks for each type. */
export type ModuleEditorDefinitions = { [T in SiteModuleType]: ModuleEditorDefinition<T> };
