import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import type { ScheduledReport } from '../api/get-schedules';
import { useResendRecipientConfirmation } from '../api/resend-recipient-confirmation';

/**
 * A schedule's recipients and whether each confirmed (decision 0023): an address receives the
 * report only after opening the link mailed to it, so a pending one says so and can get a new link.
 */
export function ScheduleRecipients({
  restaurantId,
  schedule,
  canInvite,
}: {
  restaurantId: string;
  schedule: ScheduledReport;
  /** False while the account's own e-mail is unverified: no link goes out then. */
  canInvite: boolean;
}) {
  const resend = useResendRecipientConfirmation(restaurantId);
  return (
    <ul className="mt-1 flex flex-col gap-1" aria-label={`Destinatários de ${schedule.name}`}>
      {schedule.recipients.map((recipient) => (
        <li key={recipient.email} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="text-stone-800 [overflow-wrap:anywhere]">{recipient.email}</span>
          {recipient.status === 'confirmed' ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
              Confirmado
            </span>
          ) : (
            <>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                Aguardando confirmação
              </span>
              {canInvite && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="h-7 px-2"
                  aria-label={`Reenviar confirmação para ${recipient.email}`}
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(
                      { scheduleId: schedule.id, email: recipient.email },
                      {
                        onSuccess: () =>
                          toast({
                            title: 'Confirmação reenviada',
                            description: `Enviamos um novo link para ${recipient.email}.`,
                          }),
                        onError: (error) =>
                          toast({
                            title: 'Não foi possível reenviar',
                            description: serverMessage(error) ?? 'Tente novamente.',
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                >
                  Reenviar
                </Button>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
