import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Ornament } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { useScreenTitle } from '../../../lib/document-title';
import styles from './wizard.module.css';

export interface WizardStepProps {
  /** 'Steg 2 av 4' above the title. */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** The step's buttons, at the foot of the card (and pinned to the screen's bottom on a phone). */
  actions: ReactNode;
  /** The look step shows its cards wide. */
  wide?: boolean;
  /** Makes the content and buttons a form on native validation; runs when every field is valid. */
  onValidSubmit?: (form: HTMLFormElement) => void;
}

/** One step of the wizard: a paper card with a heading block, the step's content and its buttons. */
export function WizardStep({
  eyebrow,
  title,
  lead,
  children,
  actions,
  wide = false,
  onValidSubmit,
}: WizardStepProps) {
  const intl = useIntl();
  useScreenTitle(`${title} - ${intl.formatMessage({ id: 'wizard.title' })}`);
  return (
    <section className={[styles.card, wide ? styles.wide : ''].filter(Boolean).join(' ')} aria-label={title}>
      <header className={styles.cardHeader}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <Ornament className={styles.ornament} />
        <p className={styles.lead}>{lead}</p>
      </header>
      {onValidSubmit ? (
        <Form onValidSubmit={onValidSubmit} aria-label={title} className={styles.form}>
          <div className={styles.content}>{children}</div>
          <div className={styles.actions}>{actions}</div>
        </Form>
      ) : (
        <>
          <div className={styles.content}>{children}</div>
          <div className={styles.actions}>{actions}</div>
        </>
      )}
    </section>
  );
}
