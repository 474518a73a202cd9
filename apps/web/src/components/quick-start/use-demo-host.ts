import { useLocation } from 'react-router';
import { demoVariantOfPath } from '@eventsite/core/constants/platform';
import { useAppConfig } from '../../lib/app-context';

/**
 * The demo host a quick-start or demo page shows (`002` §2.1): the student demo's under
 * `/digital-studentinbjudan/`, else the market's. Also the path of the quick start that belongs to it.
 */
export function useDemoHost(): { demoHost: string; quickStartPath: string | null } {
  const { demoHost, studentDemoHost } = useAppConfig();
  const { pathname } = useLocation();
  return demoVariantOfPath(pathname) === 'student'
    ? { demoHost: studentDemoHost, quickStartPath: '/digital-studentinbjudan/snabbstart' }
    : { demoHost, quickStartPath: null };
}
