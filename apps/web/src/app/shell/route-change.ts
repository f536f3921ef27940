import { useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { changeModalPage } from '@/lib/modal-manager';
import { isProfilePath } from '@/lib/paths';

/** A new page starts at the top, except profile pages, which keep the place the talent was editing. */
export function shouldScrollToTop(navigationType: string, pathname: string): boolean {
  return navigationType === 'PUSH' && !isProfilePath(pathname);
}

/**
 * What every route change does: close the global modals (opening one a leaving page asked for on
 * this one) and, on a push, scroll to the top. A layout effect, so it runs before the new page's
 * effects: a page that opens a modal its address asks for (a notification's link to an activity)
 * opens it after the close, not before it.
 */
export function useRouteChangeEffects(): Location {
  const location = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visited location (its key), not per render.
  useLayoutEffect(() => {
    changeModalPage();
    if (shouldScrollToTop(navigationType, location.pathname)) window.scrollTo(0, 0);
  }, [location.key]);
  return location;
}
