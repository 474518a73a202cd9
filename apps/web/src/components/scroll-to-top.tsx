import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to the top on every path change (`000` §2.4, `002` §2.1); query or hash changes do not. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
