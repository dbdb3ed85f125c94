import { cn } from '../../lib/cn';

/** The links every visitor sees in the top navigation (section 2), in order. */
export const PUBLIC_NAV_LINKS = [
  { to: '/', label: 'Início', end: true },
  { to: '/plans', label: 'Planos', end: false },
  { to: '/explorar', label: 'Explorar', end: false },
  { to: '/rastrear-pedido', label: 'Rastrear Pedido', end: false },
] as const;

/** NavLink classes: the current page's link is highlighted (NavLink also sets aria-current). */
export const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-orange-50 text-orange-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950',
  );
