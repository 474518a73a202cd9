import { z } from 'zod';
import { textSchema } from './common';
import { BRANDS, MARKETS } from '../constants/platform';

/** Start-up settings the server hands the web app (in `index.html` and at `GET /api/config`). */
export const appConfigSchema = z.object({
  brand: z.enum(BRANDS),
  market: z.enum(MARKETS),
  domain: textSchema,
  demoHost: textSchema,
  /** The student variant's demo host, for `/digital-studentinbjudan/...` (`002` §2.1). */
  studentDemoHost: textSchema,
  productName: textSchema,
  contactMail: textSchema,
  /** True when the built-in provider simulators run (the `/dev/*` pages exist). */
  simulators: z.boolean(),
  /** True on a developer's machine: the `30xx` port rule of `000` §2.1 applies. */
  localDevelopment: z.boolean(),
  /**
   * The configured print partner prints cards that all differ, so checkout may offer a personal QR per
   * household (Gelato takes one design per item and cannot).
   */
  printsHouseholdCards: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
