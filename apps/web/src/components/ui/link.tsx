import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import styles from './link.module.css';

export interface LinkProps extends RouterLinkProps {
  tone?: 'accent' | 'muted';
}

/** An in-app text link (React Router). For a link to another host use `ExternalLink`. */
export function Link({ tone = 'accent', className, ...props }: LinkProps) {
  return (
    <RouterLink
      className={[styles.link, styles[tone], className ?? ''].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
