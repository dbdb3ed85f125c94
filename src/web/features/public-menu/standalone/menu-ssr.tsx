/**
 * The server-side renderer of the public menu, built by Vite into dist/ssr/menu-ssr.cjs (never
 * imported by the server's sources: the server loads the built file when it exists). The page's
 * first paint is then the menu itself, not a blank screen waiting for JavaScript.
 */
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../../../lib/query-client';
import { provideInitialMenuData } from '../initial-data';
import type { InitialMenuData } from '../types';
import { MenuApp } from './menu-app';

/**
 * The menu's HTML for inside <div id="root">, and for <head> the image preloads React emits ahead
 * of it (banner first): left inside the root, they would not match what the browser hydrates.
 */
export function renderMenuHtml(data: InitialMenuData): { head: string; body: string } {
  provideInitialMenuData(data);
  try {
    const html = renderToString(
      <MenuApp restaurantId={data.restaurantId} queryClient={createQueryClient()} />,
    );
    const head = /^(?:<link[^>]*>)*/.exec(html)?.[0] ?? '';
    return { head, body: html.slice(head.length) };
  } finally {
    provideInitialMenuData(null);
  }
}
