import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readWizardAnswers, writeWizardAnswers, type WizardAnswers } from '../../lib/wizard-answers';

interface WizardAnswersValue {
  answers: WizardAnswers;
  /** Merges answers in and stores them at once, so a reload restores every keystroke (`002` §2.6). */
  update: (changes: Partial<WizardAnswers>) => void;
}

const WizardAnswersContext = createContext<WizardAnswersValue | null>(null);

/** The wizard's answers shared by its steps, restored from session storage when the wizard opens. */
export function WizardAnswersProvider({ children }: { children: ReactNode }) {
  const [answers, setAnswers] = useState<WizardAnswers>(readWizardAnswers);

  const update = useCallback((changes: Partial<WizardAnswers>) => {
    setAnswers((current) => {
      const next = { ...current, ...changes };
      writeWizardAnswers(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ answers, update }), [answers, update]);
  return <WizardAnswersContext.Provider value={value}>{children}</WizardAnswersContext.Provider>;
}

export function useWizardAnswers(): WizardAnswersValue {
  const value = useContext(WizardAnswersContext);
  if (!value) throw new Error('useWizardAnswers is used outside a WizardAnswersProvider');
  return value;
}
