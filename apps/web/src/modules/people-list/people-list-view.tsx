import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { PeopleListItem, PeopleListModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { RichText } from '../../components/rich-text/rich-text';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { peopleListText } from './people-list-texts';
import { PeopleIcon } from '../../components/ui/icons';
import { ListModuleView } from '../shared/list-module-view';
import styles from './people-list-view.module.css';

const IMAGE_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.listItem);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

function Person({ person, language }: { person: PeopleListItem; language: string }) {
  const name = translateText(person.name, language);
  const role = translateText(person.title, language);
  const text = translateRichText(person.text, language);
  return (
    <li className={styles.person}>
      {person.image !== null ? (
        <ResponsiveImage image={person.image} sizes={IMAGE_SIZES} alt="" className={styles.portrait} />
      ) : (
        <span className={`${styles.portrait} ${styles.monogram}`} aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className={styles.caption}>
        {name !== '' && <h3 className={styles.name}>{name}</h3>}
        {role !== '' && <p className={styles.role}>{role}</p>}
      </div>
      <RichText document={text} className={styles.text} />
    </li>
  );
}

/** People with round portraits, names, roles and a few words each, in a responsive grid (`001` "List modules"). */
export function PeopleListView({ module, context }: ModuleViewProps<PeopleListModule>) {
  return (
    <ListModuleView
      title={translateText(module.title, context.language)}
      items={module.items}
      context={context}
      empty={{ icon: <PeopleIcon />, text: peopleListText('peopleEmpty', ownerLanguageOf(context)) }}
      width="content"
      listClassName={styles.people}
      renderItem={(person) => <Person key={person.id} person={person} language={context.language} />}
    />
  );
}
