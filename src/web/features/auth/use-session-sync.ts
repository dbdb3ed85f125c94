import { useEffect } from 'react';
import { useMe } from './api/get-me';
import { setSessionUser, useSessionUser } from './session';

/**
 * Checks a remembered user against the server session once per load: a 401 logs the browser
 * out, a renamed restaurant updates the name. Visitors with no remembered user cause no call.
 */
export function useSessionSync(): void {
  const user = useSessionUser();
  const { data } = useMe({ enabled: user !== null });
  useEffect(() => {
    if (data === null) setSessionUser(null);
    else if (data) setSessionUser({ id: data.id, name: data.name });
  }, [data]);
}
