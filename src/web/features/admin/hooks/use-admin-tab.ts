import { useSearchParams } from 'react-router';
import { type AdminTabKey, DEFAULT_ADMIN_TAB, isAdminTabKey } from '../tabs';

/** The open tab lives in the URL (?tab=orders) so a reload or a shared link opens the same tab. */
export function useAdminTab(): [AdminTabKey, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isAdminTabKey(requested) ? requested : DEFAULT_ADMIN_TAB;
  const setTab = (next: string) => {
    if (!isAdminTabKey(next)) return;
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
