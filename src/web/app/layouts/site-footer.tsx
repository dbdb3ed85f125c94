import { Link } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { CONTACT_EMAIL, SITE_NAME } from '../../lib/site';

const COLUMNS = [
  {
    title: 'Produto',
    links: [
      { to: '/plans', label: 'Preços' },
      { to: '/explorar', label: 'Explorar restaurantes' },
      { to: '/register', label: 'Cadastre-se' },
    ],
  },
  {
    title: 'Suporte',
    links: [
      { to: '/rastrear-pedido', label: 'Rastrear Pedido' },
      { to: '/#perguntas-frequentes', label: 'Perguntas frequentes' },
      { to: '/login', label: 'Área do restaurante' },
    ],
  },
  {
    title: 'Empresa',
    links: [
      { to: '/privacidade', label: 'Privacidade' },
      { to: '/termos', label: 'Termos de uso' },
    ],
  },
] as const;

const linkClasses = 'text-stone-300 hover:text-white hover:underline underline-offset-4';

export function SiteFooter() {
  return (
    <footer className="bg-stone-950 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo inverted />
          <p className="text-sm text-stone-300">
            Cardápio digital, pedidos pelo WhatsApp e fidelidade, sem comissão.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.title === 'Empresa' && (
                <li>
                  <a href={`mailto:${CONTACT_EMAIL}`} className={linkClasses}>
                    Contato
                  </a>
                </li>
              )}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-400">
          © {new Date().getFullYear()} {SITE_NAME}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
