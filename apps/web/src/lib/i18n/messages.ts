import type { InterfaceLanguage } from '@eventsite/core/constants/platform';
import type swedishMessages from './messages/sv/index';

/** The message ids; Swedish is the reference catalogue and a test keeps the others in step with it. */
export type MessageId = keyof typeof swedishMessages;
export type Messages = Record<MessageId, string>;

declare global {
  // react-intl's documented hook for type-checking message ids is a global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

// One dynamic import per language: each catalogue is its own chunk, fetched only when it is used.
const catalogueLoaders: Record<InterfaceLanguage, () => Promise<{ default: Messages }>> = {
  sv: () => import('./messages/sv/index'),
  en: () => import('./messages/en/index'),
  da: () => import('./messages/da/index'),
};

const loadedCatalogues = new Map<InterfaceLanguage, Promise<Messages>>();

/** The catalogue of a language, fetched once; a failed fetch is forgotten so that a later call retries. */
export function loadMessages(language: InterfaceLanguage): Promise<Messages> {
  const cached = loadedCatalogues.get(language);
  if (cached) return cached;
  const loading = catalogueLoaders[language]().then(
    (module) => module.default,
    (error: unknown) => {
      loadedCatalogues.delete(language);
      throw error;
    },
  );
  loadedCatalogues.set(language, loading);
  return loading;
}
