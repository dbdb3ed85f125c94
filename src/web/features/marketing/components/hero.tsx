import { ArrowRight, BadgePercent, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '../../../../domain/format/format';
import { COMMISSION_RANGE, PLAN_PRICE_CENTS, TRIAL_DAYS } from '../../../../domain/marketing/plan';
import { Button } from '../../../components/ui/button';

export interface HeroUser {
  id: string;
  name: string;
}

interface HeroProps {
  user: HeroUser | null;
  onLogout: () => void;
}

export function Hero({ user, onLogout }: HeroProps) {
  return (
    <section className="bg-gradient-to-br from-orange-800 via-orange-700 to-red-800 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-[3fr_2fr] md:items-center md:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
            <BadgePercent className="size-4" aria-hidden="true" />
            Zero comissão por pedido
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Seu cardápio digital com pedidos direto no WhatsApp
          </h1>
          <p className="mt-5 max-w-xl text-lg text-orange-50">
            Cardápio com QR Code, pedidos no WhatsApp, fidelidade e painel em tempo real por um preço fixo.
            Outros apps cobram de {COMMISSION_RANGE.min}% a {COMMISSION_RANGE.max}% de comissão em cada
            pedido.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {user ? (
              <>
                <Button asChild variant="secondary" size="lg">
                  <Link to={`/admin/${user.id}`}>
                    Acessar Painel
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  onClick={onLogout}
                  className="border-white/60 bg-transparent text-white hover:bg-white/10"
                >
                  <LogOut aria-hidden="true" />
                  Sair
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="secondary" size="lg">
                  <Link to="/register">TESTE GRÁTIS {TRIAL_DAYS} DIAS</Link>
                </Button>
                <Button
                  asChild
                  variant="outline"
                  size="lg"
                  className="border-white/60 bg-transparent text-white hover:bg-white/10"
                >
                  <Link to="/login">Já sou cliente</Link>
                </Button>
              </>
            )}
          </div>
        </div>
        <PriceCard />
      </div>
    </section>
  );
}

function PriceCard() {
  return (
    <div className="rounded-3xl bg-white p-8 text-stone-900 shadow-2xl">
      <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">Plano único</p>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold">{formatBRL(PLAN_PRICE_CENTS)}</span>
        <span className="text-lg text-stone-700">/mês</span>
      </p>
      <ul className="mt-6 flex flex-col gap-3 text-stone-800">
        <li>Pedidos ilimitados, sem comissão</li>
        <li>Sem taxa de adesão</li>
        <li>{TRIAL_DAYS} dias grátis, cancele quando quiser</li>
      </ul>
      <div className="mt-6 rounded-xl bg-orange-50 p-4 text-sm text-orange-900">
        Apps de delivery:{' '}
        <strong>
          {COMMISSION_RANGE.min}% a {COMMISSION_RANGE.max}%
        </strong>{' '}
        de cada venda. Comanda: <strong>0%</strong>.
      </div>
    </div>
  );
}
