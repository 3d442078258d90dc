/**
 * Brings the element the address's #anchor names into view once the page's text is there. A
 * browser does so by itself only for what the page held when it loaded, and the rules come
 * later, from the server: a link to one section of them would otherwise open at the top.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
