import type { ReactNode } from 'react';
import type { ModuleContext } from '../module-context';
import { EditPlaceholder } from './edit-placeholder';
import layout from './module-layout.module.css';
import { ModuleHeading } from './module-heading';

interface ListModuleViewProps<Item extends { id: string }> {
  title: string;
  items: readonly Item[];
  context: ModuleContext;
  /** Shown in the editor while the list is empty; guests see nothing then. */
  empty: { icon: ReactNode; text: string };
  width: 'content' | 'contentMedium';
  listClassName: string | undefined;
  renderItem: (item: Item) => ReactNode;
}

/** A list module as guests see it: the heading and the items, or in the editor a hint while it is empty. */
export function ListModuleView<Item extends { id: string }>({
  title,
  items,
  context,
  empty,
  width,
  listClassName,
  renderItem,
}: ListModuleViewProps<Item>) {
  if (items.length === 0) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={empty.icon}>{empty.text}</EditPlaceholder>
      </div>
    );
  }
  return (
    <div className={layout[width]}>
      <ModuleHeading title={title} />
      <ul className={listClassName}>{items.map(renderItem)}</ul>
    </div>
  );
}
