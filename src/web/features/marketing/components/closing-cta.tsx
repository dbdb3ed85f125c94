import { Link } from 'react-router';
import { formatBRL } from '../../../../domain/format/format';
import { PLAN_PRICE_CENTS, TRIAL_DAYS } from '../../../../domain/marketing/plan';
import { Button } from '../../../components/ui/button';

/** The last push at the bottom of the landing page; owners already logged in go to their panel. */
export function ClosingCta({ adminPath }: { adminPath: string | null }) {
  return (
    <section aria-labelledby="cta-titulo" className="bg-orange-800 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center">
        <h2 id="cta-titulo" className="text-3xl font-bold text-balance">
          Comece hoje e receba pedidos sem pagar comissão
        </h2>
        <p className="text-orange-50">
          {TRIAL_DAYS} dias grátis. Depois, {formatBRL(PLAN_PRICE_CENTS)} por mês, sem taxa de adesão e sem
          fidelidade.
        </p>
        <Button asChild variant="secondary" size="lg">
          {adminPath ? (
            <Link to={adminPath}>Acessar Painel</Link>
          ) : (
            <Link to="/register">Criar minha conta grátis</Link>
          )}
        </Button>
      </div>
    </section>
  );
}
