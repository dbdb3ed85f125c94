import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionUser } from '../../features/auth/session';
import { MobileMenu } from './mobile-menu';
import { navLinkClasses, PUBLIC_NAV_LINKS } from './nav-links';

export function TopNav() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Principal"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"
      >
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {PUBLIC_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={navLinkClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <NavLink to={`/admin/${user.id}`} className={navLinkClasses}>
                Painel
              </NavLink>
              <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
                <LogOut aria-hidden="true" />
                Sair
              </Button>
            </>
          ) : (
            <>
              <NavLink to="/login" className={navLinkClasses}>
                Entrar
              </NavLink>
              <Button asChild size="sm">
                <NavLink to="/register">Cadastre-se</NavLink>
              </Button>
            </>
          )}
        </div>
        <MobileMenu user={user} onLogout={() => logout.mutate()} />
      </nav>
    </header>
  );
}
