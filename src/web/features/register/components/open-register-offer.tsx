/**
 * When the restaurant asks for an open register to take money ('Exigir caixa aberto para receber')
 * and none is open, the till's payment answers 409 'Abra o caixa antes de receber.': this offers to
 * open it right there, with the float the last closing counted, or to go to the 'Caixa' tab when
 * there are several registers. Whoever may not open the register is told to ask for it.
 */
import { useSearchParams } from 'react-router';
import { formatBRL } from '../../../../domain/format/format';
import { OPEN_REGISTER_FIRST } from '../../../../domain/register/register-session';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useMe } from '../../auth/api/get-me';
import { useOpenSession, useRegisters } from '../api';

/** Whether a failed call is the till's 'open the register first'. */
export const needsOpenRegister = (error: unknown) => serverMessage(error) === OPEN_REGISTER_FIRST;

export function OpenRegisterOffer({ restaurantId }: { restaurantId: string }) {
  const acting = useMe().data?.acting;
  const mayOpen = !acting || acting.capabilities.includes('register.open');
  const registers = useRegisters(restaurantId);
  const open = useOpenSession(restaurantId);
  const [, setParams] = useSearchParams();
  const closed = (registers.data?.registers ?? []).filter((r) => r.isActive && !r.openSession);
  const only = closed.length === 1 ? closed[0] : undefined;

  if (!mayOpen)
    return <p className="text-sm text-red-900">Peça a quem abre o caixa para abri-lo e tente de novo.</p>;
  if (open.isSuccess)
    return (
      <p role="status" className="text-sm font-medium text-emerald-900">
        Caixa aberto. Registre o pagamento de novo.
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {only ? (
        <Button
          type="button"
          size="sm"
          disabled={open.isPending}
          onClick={() => open.mutate({ registerId: only.id, openingFloat: only.suggestedFloat })}
        >
          {open.isPending ? 'Abrindo…' : `Abrir ${only.name} (troco ${formatBRL(only.suggestedFloatCents)})`}
        </Button>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() =>
            setParams(
              (current) => {
                current.set('tab', 'register');
                return current;
              },
              { replace: true },
            )
          }
        >
          Ir para o Caixa
        </Button>
      )}
      {open.isError && (
        <span className="text-sm text-red-900">
          {serverMessage(open.error) ?? 'Não foi possível abrir o caixa.'}
        </span>
      )}
    </div>
  );
}
