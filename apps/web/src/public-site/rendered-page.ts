import { isInterfaceLanguage } from '@eventsite/core/constants/platform';
import { PUBLIC_PAGE_DATA_ELEMENT_ID } from '@eventsite/core/constants/public-page';
import type { PublicPageData } from '@eventsite/core/schemas/public-page';
import { reportError, Severity } from '../lib/report-error';
import { isRecord, readPublicSite } from './public-site-api';

function readState(value: unknown): PublicPageData['state'] {
  if (!isRecord(value)) throw new Error('The rendered page has no state');
  if (value.status === 'site') return { status: 'site', site: readPublicSite(value.site) };
  if (value.status === 'password' && typeof value.siteId === 'string') {
    return { status: 'password', siteId: value.siteId };
  }
  if (value.status === 'notFound') return { status: 'notFound' };
  throw new Error('The rendered page has an unknown state');
}

const isString = (value: unknown): value is string => typeof value === 'string';

const isNumber = (value: unknown): value is number => typeof value === 'number';

function readFacts(value: unknown): PublicPageData['facts'] {
  if (
    !isRecord(value) ||
    !isRecord(value.languageNames) ||
    !Object.values(value.languageNames).every(isString) ||
    !isRecord(value.countdownTargets) ||
    !Object.values(value.countdownTargets).every(isNumber) ||
    !(
      value.fonts === null ||
      (isRecord(value.fonts) && isString(value.fonts.heading) && isString(value.fonts.text))
    )
  ) {
    throw new Error('The rendered page has no readable facts');
  }
  return value as PublicPageData['facts'];
}

/**
 * The page the server rendered into this document (core `PublicPageData`), or null when it rendered none
 * or it cannot be read; the browser then draws the page itself. The server builds it from core's schemas,
 * so its outline is checked here without the schema library, as `readPublicSite` does.
 */
export function readRenderedPage(document: Document = window.document): PublicPageData | null {
  const text = document.getElementById(PUBLIC_PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    // The server writes `<`, `>` and `&` as \u escapes, so the element's text is plain JSON.
    const data: unknown = JSON.parse(text);
    if (
      !isRecord(data) ||
      ![data.host, data.pathname, data.protocol, data.port].every(isString) ||
      typeof data.isDemo !== 'boolean' ||
      !isInterfaceLanguage(data.language)
    ) {
      throw new Error('The rendered page is not readable');
    }
    return {
      ...(data as PublicPageData),
      state: readState(data.state),
      facts: readFacts(data.facts),
    };
  } catch (error) {
    reportError(error, Severity.warning, { stage: 'rendered public page' });
    return null;
  }
}
