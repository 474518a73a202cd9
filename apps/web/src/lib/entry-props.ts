import type { AppConfig, InterfaceLanguage } from '@eventsite/core/constants/platform';
import type { ModeSelection } from '@eventsite/core/rules/select-mode';

/** What `main.tsx` hands the entry it chose (EDIT or PUBLIC). */
export interface EntryProps {
  config: AppConfig;
  selection: ModeSelection;
  initialLanguage: InterfaceLanguage;
}
