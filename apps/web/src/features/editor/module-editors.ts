import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleEditorProps } from '../../modules/shared/editor/module-editor';

type EditorModule = { default: ComponentType<ModuleEditorProps> };

/*
 * Every module type's edit dialog is the default export of modules/<kebab-type>/editor/<kebab-type>-editor.tsx
 * (modules/shared/editor/module-editor.ts). Only the list of files is known up front; a dialog's code loads when the owner
 * first opens it, and guests never load it at all.
 */
const EDITOR_FILES = import.meta.glob<EditorModule>('../../modules/*/editor/*-editor.tsx');

/** 'ImageAndText' → 'image-and-text'; 'Speech2' → 'speech2'. */
export function kebabCaseOf(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const loaded = new Map<string, LazyExoticComponent<ComponentType<ModuleEditorProps>>>();

/** The edit dialog of a module type, or null when the type has none (then it has no edit button). */
export function moduleEditorOf(
  type: SiteModuleType,
): LazyExoticComponent<ComponentType<ModuleEditorProps>> | null {
  const name = kebabCaseOf(type);
  const load = EDITOR_FILES[`../../modules/${name}/editor/${name}-editor.tsx`];
  if (load === undefined) return null;
  let component = loaded.get(name);
  if (component === undefined) {
    component = lazy(load);
    loaded.set(name, component);
  }
  return component;
}
