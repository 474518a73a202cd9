import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, Severity } from '../../../lib/report-error';

interface DrawerErrorBoundaryProps {
  drawer: string;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a crash inside a drawer's content, reported, while the editor goes on. (The guests' boundary in
 * public-site is not imported here: sharing it would split the guests' chunk.)
 */
export class DrawerErrorBoundary extends Component<DrawerErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, Severity.error, {
      drawer: this.props.drawer,
      componentStack: info.componentStack ?? null,
    });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
