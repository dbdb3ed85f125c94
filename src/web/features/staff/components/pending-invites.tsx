import { formatDate } from '../../../../domain/format/format';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useInviteActions, useInvites } from '../api/invites';

/** Invitations not yet accepted, each with 'Reenviar' and 'Cancelar'. Nothing shows when there are none. */
export function PendingInvites({ restaurantId }: { restaurantId: string }) {
  const invites = useInvites(restaurantId);
  const { resend, cancel } = useInviteActions(restaurantId);
  const timeZone = useRestaurantTimeZone();
  if (!invites.data || invites.data.length === 0) return null;
  const failed = resend.error ?? cancel.error;
  return (
    <section aria-labelledby="pending-invites" className="flex flex-col gap-3">
      <h3 id="pending-invites" className="text-lg font-semibold text-stone-900">
        Convites pendentes
      </h3>
      <ul className="flex flex-col gap-2">
        {invites.data.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-3"
          >
            <div className="min-w-0">
              <p className="break-all font-medium text-stone-900">{invite.email}</p>
              <p className="text-sm text-stone-700">
                {invite.roleLabel} ·{' '}
                {invite.expired
                  ? 'Link vencido'
                  : `Enviado em ${formatDate(invite.sentAt, timeZone)}, vale até ${formatDate(invite.expiresAt, timeZone)}`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={resend.isPending}
                onClick={() => resend.mutate(invite.id)}
              >
                Reenviar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(invite.id)}
              >
                Cancelar
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <FieldError message={failed ? (serverMessage(failed) ?? 'Não foi possível concluir.') : undefined} />
    </section>
  );
}
