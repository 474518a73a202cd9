import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DrawerContentProps } from './drawers/drawer-content-props';

export type DrawerName = 'design' | 'more';

type DrawerModule = { default: ComponentType<DrawerContentProps> };

/* The drawers' contents come from drawers/<name>-drawer.tsx; one that does not exist yet leaves its drawer empty. */
const DRAWER_FILES = import.meta.glob<DrawerModule>('./drawers/*-drawer.tsx');

const loaded = new Map<DrawerName, LazyExoticComponent<ComponentType<DrawerContentProps>>>();

/** The content of a drawer, loaded when it first opens; null when there is none. */
export function drawerContentOf(
  name: DrawerName,
): LazyExoticComponent<ComponentType<DrawerContentProps>> | null {
  const load = DRAWER_FILES[`./drawers/${name}-drawer.tsx`];
  if (load === undefined) return null;
  let component = loaded.get(name);
  if (component === undefined) {
    component = lazy(load);
    loaded.set(name, component);
  }
  return component;
}
