import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, Severity } from '../lib/report-error';
import { AlertIcon } from '../components/ui/icons';
import styles from './module-section.module.css';

interface ReportingErrorBoundaryProps {
  /** What shows instead of the part that crashed. */
  fallback: ReactNode;
  /** Sent with the report, to tell which part crashed. */
  info: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Keeps a crash inside one part of the page (`001` §2 "Modules shown to guests"): the error is reported,
 * the fallback shows, and every other part keeps working.
 */
export class ReportingErrorBoundary extends Component<ReportingErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, Severity.error, { ...this.props.info, componentStack: info.componentStack ?? null });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What a guest reads in place of a crashed module: `001` §8 "Module crash" and the support address. */
export function ModuleCrashNotice({ message, contactMail }: { message: string; contactMail: string }) {
  return (
    <div className={styles.crash} role="alert">
      <AlertIcon className={styles.icon} size={22} strokeWidth={1.5} />
      <p className={styles.message}>
        {message}{' '}
        <a className={styles.mail} href={`mailto:${contactMail}`}>
          {contactMail}
        </a>
      </p>
    </div>
  );
}

/** What a guest reads in place of a crashed part of the page outside the modules (`001` §8). */
export function SectionCrashNotice({ title, message }: { title: string; message: string }) {
  return (
    <div className={styles.crash} role="alert">
      <p className={styles.message}>
        <strong>{title}</strong> {message}
      </p>
    </div>
  );
}

export interface ModuleSectionProps {
  anchor: string;
  moduleType: string;
  alt: boolean;
  children: ReactNode;
}

/** The section around one module; the theme paints it (see themes/README.md). */
export function ModuleSection({ anchor, moduleType, alt, children }: ModuleSectionProps) {
  return (
    <section id={anchor} className="site-section" data-module-type={moduleType} data-alt={alt}>
      {children}
    </section>
  );
}
