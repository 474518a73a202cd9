import { useIntl } from 'react-intl';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page/not-found-page';
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher';
import { useAppConfig } from '../../../lib/app-context';
import { useWizardAnswers, WizardAnswersProvider } from '../wizard-answers-context';
import { WIZARD_STEPS } from '../wizard-steps';
import { Sprig } from './sprig';
import styles from './wizard.module.css';

function trimmedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The steps as a numbered line; the ones before the current step link back to it. */
function StepIndicator({ current }: { current: number }) {
  const intl = useIntl();
  const { answers } = useWizardAnswers();
  return (
    <nav className={styles.steps} aria-label={intl.formatMessage({ id: 'wizard.steps.label' })}>
      <ol className={styles.stepList}>
        {WIZARD_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          const ticked = state === 'done' && step.answered(answers);
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {ticked ? '✓' : index + 1}
              </span>
              <span className={styles.stepLabel}>{intl.formatMessage({ id: step.label })}</span>
            </>
          );
          return (
            <li key={step.path} className={styles.step} data-state={state}>
              {state === 'done' ? (
                <RouterLink to={step.path} className={styles.stepLink}>
                  {content}
                </RouterLink>
              ) : (
                <span className={styles.stepLink} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The frame of the get-started wizard (`002` §2.6), which only the wedding brand has; for the other
 * brands its paths do not exist. The answers live here, so every step shares and restores them.
 */
export function WizardLayout() {
  const { brand, productName } = useAppConfig();
  const { pathname } = useLocation();
  const current = WIZARD_STEPS.findIndex((step) => step.path === trimmedPath(pathname));
  const wedding = brand === 'wedding';

  return (
    <div className={styles.shell}>
      <Sprig className={`${styles.sprig} ${styles.sprigStart}`} />
      <Sprig className={`${styles.sprig} ${styles.sprigEnd}`} />
      <header className={styles.header}>
        <p className={styles.wordmark}>{productName}</p>
        <LanguageSwitcher />
      </header>
      {wedding ? (
        <WizardAnswersProvider>
          {current >= 0 && <StepIndicator current={current} />}
          <main className={styles.main}>
            <Outlet />
          </main>
        </WizardAnswersProvider>
      ) : (
        <main className={styles.main}>
          <NotFoundPage />
        </main>
      )}
    </div>
  );
}
