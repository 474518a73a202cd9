import type { AppConfig } from '@eventsite/core/schemas/app-config';
import { readAppConfigShape } from '@eventsite/core/rules/app-config-shape';

const CONFIG_META_NAME = 'app-config';

/**
 * The start-up settings. The server injects them into index.html as a meta tag; the Vite dev server serves
 * index.html untouched, so without the tag they are fetched from `/api/config` instead.
 */
export async function readAppConfig(document: Document = window.document): Promise<AppConfig> {
  const injected = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`)?.content;
  if (injected) return checked(JSON.parse(injected));
  const response = await fetch('/api/config', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Loading the app config failed with status ${response.status}`);
  return checked(await response.json());
}

function checked(value: unknown): AppConfig {
  const config = readAppConfigShape(value);
  if (!config) throw new Error('The app config is not valid');
  return config;
}
