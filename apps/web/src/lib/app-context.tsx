import type { AppConfig } from '@eventsite/core/constants/platform';
import type { ModeSelection } from '@eventsite/core/rules/select-mode';
import { createContext, useContext, type ReactNode } from 'react';

export interface AppContextValue {
  config: AppConfig;
  /** The mode, host and demo flag chosen at start-up (`000` §2.1). */
  selection: ModeSelection;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext is used outside an AppContextProvider');
  return value;
}

export function useAppConfig(): AppConfig {
  return useAppContext().config;
}
