import { languageNameIn } from '@eventsite/core/rules/language-names';
import { publicLanguageLink } from '@eventsite/core/rules/select-language';
import { usePageFacts } from '../modules/page-facts';
import { RouterLink, useBrowserPath } from './public-router';

export interface SiteLanguageSwitcherProps {
  languages: readonly string[];
  current: string;
  label: string;
  /** In the editor: shows the chosen language in place instead of following a link to `/{code}`. */
  onChoose?: (code: string) => void;
}

/**
 * The site's languages (`001` §2 "Public route"): links to `/{code}` keeping the query string, each name
 * written in its own language. Shown only when the site offers two or more. With `onChoose` (the editor)
 * they are buttons, so the editor never leaves its own address.
 */
export function SiteLanguageSwitcher({ languages, current, label, onChoose }: SiteLanguageSwitcherProps) {
  const { search } = useBrowserPath();
  const givenNames = usePageFacts()?.languageNames;
  if (languages.length < 2) return null;
  return (
    <nav className="site-languages" aria-label={label}>
      <ul className="site-languages__list">
        {languages.map((code) => {
          // Each name in its own language ('Svenska', 'English', 'Dansk').
          const name = givenNames?.[code] ?? languageNameIn(code, code);
          const content = (
            <>
              <span className="site-languages__name">{name}</span>
              <span className="site-languages__code" aria-hidden="true">
                {code}
              </span>
            </>
          );
          return (
            <li key={code} className="site-languages__item">
              {onChoose ? (
                <button
                  type="button"
                  className="site-languages__link"
                  lang={code}
                  aria-current={code === current ? 'true' : undefined}
                  aria-label={name}
                  onClick={() => onChoose(code)}
                >
                  {content}
                </button>
              ) : (
                <RouterLink
                  to={publicLanguageLink(code, search)}
                  className="site-languages__link"
                  lang={code}
                  hrefLang={code}
                  aria-current={code === current ? 'true' : undefined}
                  aria-label={name}
                >
                  {content}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
