import { formatBRL } from '../../../../domain/format/format';
import { effectiveReturn, HIGH_RETURN_PERCENT } from '../../../../domain/loyalty/loyalty-rules';

const percentText = (percent: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(percent);

/** A comma is how an owner in Brazil writes a decimal: '1,5' is read as 1.5. */
const decimal = (typed: string) => typed.trim().replace(',', '.');

/**
 * The settings in money, as the owner will pay for them: 'A cada R$ 100,00 em pedidos, o cliente
 * ganha R$ 50,00 de desconto: 50%', computed by the ledger's own rule, with a warning above 15%.
 */
export function EffectiveReturnNote({
  pointsPerReal,
  pointsForRedemption,
  discountValue,
}: {
  pointsPerReal: string;
  pointsForRedemption: string;
  discountValue: string;
}) {
  const block = Number(decimal(pointsForRedemption));
  const result = effectiveReturn({
    pointsPerReal: decimal(pointsPerReal) || '0',
    pointsForRedemption: Number.isInteger(block) ? block : 0,
    discountValue: decimal(discountValue) || '0',
  });
  return (
    <div
      role="status"
      className={`rounded-lg border p-3 text-sm ${result.high ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-stone-200 bg-stone-50 text-stone-800'}`}
    >
      <p>
        A cada {formatBRL(result.spentCents)} em pedidos, o cliente ganha {formatBRL(result.discountCents)} de
        desconto: {percentText(result.percent)}%.
      </p>
      {result.high && (
        <p className="mt-1 font-semibold">
          Atenção: é mais de {HIGH_RETURN_PERCENT}% do que o cliente gasta. Programas de fidelidade costumam
          devolver entre 5% e 10%; aumente os pontos para resgate ou diminua o valor do desconto.
        </p>
      )}
    </div>
  );
}
