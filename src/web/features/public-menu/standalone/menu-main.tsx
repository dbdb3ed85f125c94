/**
 * The entry of the standalone public menu page (menu.html), which the server answers for
 * /menu/{id} and /restaurante/{id} with the data inlined and the menu already drawn. The drawn
 * menu paints first; only then is the application fetched and hydrated, so on a slow network no
 * script competes with the banner and the menu's text for the first bytes. A button tapped before
 * the application is ready is not lost: the tap is held and replayed once it is.
 */
import '../../../styles.css';
import { MENU_READY_EVENT } from './menu-ready';

const root = document.getElementById('root');
let held: HTMLElement | null = null;
const holdTap = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !root?.contains(button)) return;
  held = button;
  event.preventDefault();
  event.stopImmediatePropagation();
};
document.addEventListener('click', holdTap, true);
window.addEventListener(
  MENU_READY_EVENT,
  () => {
    document.removeEventListener('click', holdTap, true);
    if (held?.isConnected) held.click();
    held = null;
  },
  { once: true },
);

const start = () => import('./menu-hydrate');
if (root?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
