/**
 * The standalone menu page's application: hydrates the menu the server drew, or draws it when the
 * page came without it. It carries only what a diner at a table needs (no router, no admin, no
 * Radix), so a mid-range phone on 4G gets going quickly.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../../../lib/query-client';
import { MenuApp } from './menu-app';

const container = document.getElementById('root');
if (!container) throw new Error('menu.html must contain <div id="root">');
const restaurantId = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const app = <MenuApp restaurantId={restaurantId} queryClient={createQueryClient()} />;

// In a transition, React hydrates in small slices: the page stays responsive on a slow phone.
setTimeout(
  () =>
    startTransition(() => {
      if (container.hasChildNodes()) hydrateRoot(container, app);
      else createRoot(container).render(app);
    }),
  0,
);
