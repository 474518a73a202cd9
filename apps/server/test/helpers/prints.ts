import { defaultPrintContent, type PrintLayout } from '@eventsite/core';
import type { App } from '../../src/app';
import { postJson } from './accounts';

const hsl = (h: number, s: number, l: number) => ({ h, s, l });

/** A warm, light card scheme like the wedding design templates'. */
const PRINT_COLOR_SCHEME = {
  primary: hsl(20, 38, 52),
  background: hsl(36, 33, 96),
  surface: hsl(30, 25, 90),
  onPrimary: hsl(0, 0, 100),
  onBackground: hsl(20, 20, 18),
  onSurface: hsl(20, 20, 18),
};

/** A new card of a layout with its default content, as the print editor's first save sends it. */
export function printDraft(siteId: string, layout: PrintLayout = 'GENESIS') {
  return {
    site: siteId,
    layout,
    colorScheme: PRINT_COLOR_SCHEME,
    fonts: { heading: 'Playfair Display', text: 'Lato' },
    trim: 'none' as const,
    content: defaultPrintContent(layout, { language: 'sv', qrUrl: 'https://anna-och-erik.brollopssidan.se' }),
  };
}

/** Creates a print through the API and returns its id. */
export async function createPrint(app: App, cookie: string, body: unknown): Promise<string> {
  const response = await postJson(app, '/api/prints', body, { cookie });
  if (response.statusCode !== 201)
    throw new Error(`Creating a print failed: ${response.statusCode} ${response.body}`);
  return response.json<{ _id: string }>()._id;
}

/** A Swedish shipping address that passes the checkout's rules. */
export const SWEDISH_ADDRESS = {
  firstName: 'Anna',
  lastName: 'Berg',
  addressLine1: 'Storgatan 1',
  postCode: '41101',
  city: 'Göteborg',
  email: 'anna@example.se',
  phone: '070-123 45 67',
};
