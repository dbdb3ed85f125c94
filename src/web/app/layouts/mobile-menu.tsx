import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import type { StoredUser } from '../../features/auth/types';
import { navLinkClasses, PUBLIC_NAV_LINKS } from './nav-links';

interface MobileMenuProps {
  user: StoredUser | null;
  onLogout: () => void;
}

/** The hamburger menu of small screens: the same links as the desktop bar, stacked. */
export function MobileMenu({ user, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const itemClasses = (state: { isActive: boolean }) => `${navLinkClasses(state)} block text-base`;
  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={open ? 'menu-movel' : undefined}
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      {/* Rendered only while open, so its copies of the links are not in the page otherwise. */}
      {open && (
        <div
          id="menu-movel"
          className="absolute inset-x-0 top-16 border-b border-stone-200 bg-white px-4 pb-4 shadow-lg"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={itemClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-stone-200 pt-3">
            {user ? (
              <>
                <NavLink to={`/admin/${user.id}`} className={itemClasses}>
                  Painel
                </NavLink>
                <Button variant="outline" onClick={onLogout}>
                  <LogOut aria-hidden="true" />
                  Sair ({user.name})
                </Button>
              </>
            ) : (
              <>
                <NavLink to="/login" className={itemClasses}>
                  Entrar
                </NavLink>
                <Button asChild>
                  <NavLink to="/register">Cadastre-se</NavLink>
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
