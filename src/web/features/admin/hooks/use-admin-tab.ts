import { useSearchParams } from 'react-router';
import { type AdminTabKey, DEFAULT_ADMIN_TAB, isAdminTabKey } from '../tabs';

/**
 * The open tab lives in the URL (?tab=orders) so a reload or a shared link opens the same tab. A tab
 * the acting person may not open falls back to the first one they may (`allowed`, all by default).
 */
export function useAdminTab(allowed?: readonly AdminTabKey[]): [AdminTabKey, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const permitted = (key: string | null): key is AdminTabKey =>
    isAdminTabKey(key) && (!allowed || allowed.includes(key));
  const fallback = permitted(DEFAULT_ADMIN_TAB) ? DEFAULT_ADMIN_TAB : (allowed?.[0] ?? DEFAULT_ADMIN_TAB);
  const tab = permitted(requested) ? requested : fallback;
  const setTab = (next: string) => {
    if (!permitted(next)) return;
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true },
    );
  };
  return [tab, setTab];
}
