import { useEffect } from 'react';

const PREFIX = /^\(\d+\) /;

/** Puts the count of pending orders in front of the page title: "(2) Painel Administrativo | ...". */
export function usePendingTitle(pending: number) {
  useEffect(() => {
    const base = document.title.replace(PREFIX, '');
    document.title = pending > 0 ? `(${pending}) ${base}` : base;
    return () => {
      document.title = document.title.replace(PREFIX, '');
    };
  }, [pending]);
}
