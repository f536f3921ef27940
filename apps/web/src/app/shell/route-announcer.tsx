import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Says the new page's title when the route changes (WCAG 4.1.3): a screen reader otherwise hears
 * nothing as one page replaces another. Pages set their title as they render, lazily loaded ones
 * later than the route change, so the title is read when it changes after a navigation.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);
  /** The title last said (or the first page's): a title still the old page's is not said again. */
  const said = useRef('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visited location (its key).
  useEffect(() => {
    const say = () => {
      if (document.title === said.current) return;
      said.current = document.title;
      setAnnouncement(said.current);
    };
    // The first page is announced by the browser as it loads.
    if (firstPage.current) {
      firstPage.current = false;
      said.current = document.title;
      return;
    }
    say();
    const observer = new MutationObserver(say);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [location.key]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
