import { formatBRL, formatDate } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { type CouponView, useCoupons, useSaveCoupon } from '../api/owner-coupons';
import { CouponForm } from './coupon-form';

const describe = (coupon: CouponView) =>
  coupon.kind === 'percent'
    ? `${Number(coupon.value)}% de desconto`
    : `${formatBRL(parseCents(coupon.value) ?? 0)} de desconto`;

/** 'Cupons': the owner's coupons, a form to create one, and the switch to turn each off. */
export function CouponsPanel({ restaurantId }: { restaurantId: string }) {
  const coupons = useCoupons(restaurantId);
  const save = useSaveCoupon(restaurantId);
  return (
    <div className="flex flex-col gap-4 pt-4">
      <CouponForm restaurantId={restaurantId} />
      {coupons.isPending ? (
        <LoadingState label="Carregando cupons..." />
      ) : coupons.isError ? (
        <ErrorState message="Erro ao carregar os cupons." onRetry={() => coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <p className="py-6 text-center text-stone-700">Nenhum cupom cadastrado.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {coupons.data.map((coupon) => (
            <li
              key={coupon.id}
              className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4"
            >
              <p className="font-mono text-lg font-bold text-stone-900">{coupon.code}</p>
              <p className="text-sm text-stone-800">{describe(coupon)}</p>
              <p className="text-xs text-stone-600">
                Pedido mínimo {formatBRL(parseCents(coupon.minOrder) ?? 0)} · {coupon.usedCount}
                {coupon.maxUses ? `/${coupon.maxUses}` : ''} usos
                {coupon.maxUsesPerPhone ? ` · ${coupon.maxUsesPerPhone} por telefone` : ''}
                {coupon.validUntil ? ` · até ${formatDate(coupon.validUntil)}` : ''} ·{' '}
                {coupon.isActive ? 'Ativo' : 'Inativo'}
              </p>
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(
                    { id: coupon.id, isActive: !coupon.isActive },
                    {
                      onError: (error) =>
                        toast({
                          title: 'Erro ao atualizar',
                          description: serverMessage(error),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {coupon.isActive ? 'Desativar' : 'Ativar'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
