import type { InterfaceLanguage } from '@eventsite/core/constants/platform';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, Severity } from '../../lib/report-error';
import { RootErrorPage } from './root-error-page';

interface RootErrorBoundaryProps {
  productName?: string;
  language: InterfaceLanguage;
  children: ReactNode;
}

/** The last line of defence (`002` §2.1): an unhandled render error shows the generic error page and is reported. */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, Severity.critical, { componentStack: info.componentStack ?? null });
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <RootErrorPage productName={this.props.productName} language={this.props.language} />
    ) : (
      this.props.children
    );
  }
}
