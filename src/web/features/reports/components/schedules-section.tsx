import { formatDateTime } from '../../../../domain/format/format';
import type { ReportTemplate } from '../../../../domain/reports/report-template';
import { SCHEDULE_FREQUENCY_LABELS, type ScheduleInput } from '../../../../domain/reports/schedule';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useCreateSchedule } from '../api/create-schedule';
import { useDeleteSchedule } from '../api/delete-schedule';
import { type ScheduledReport, useSchedules } from '../api/get-schedules';
import { useSendScheduleNow } from '../api/send-schedule-now';
import { useUpdateSchedule } from '../api/update-schedule';
import { ScheduleForm } from './schedule-form';
import { ScheduleRecipients } from './schedule-recipients';

export type ScheduleEditing = { schedule?: ScheduledReport; templateId?: string } | null;

const inputOf = (schedule: ScheduledReport): ScheduleInput => ({
  templateId: schedule.templateId,
  name: schedule.name,
  frequency: schedule.frequency,
  emailTo: schedule.emailTo,
  isActive: schedule.isActive,
});

/** The e-mailed schedules: list with next and last run, edit, pause, delete. */
export function SchedulesSection({
  restaurantId,
  templates,
  editing,
  onEdit,
}: {
  restaurantId: string;
  templates: ReportTemplate[];
  editing: ScheduleEditing;
  onEdit: (editing: ScheduleEditing) => void;
}) {
  const timeZone = useRestaurantTimeZone();
  const schedules = useSchedules(restaurantId);
  const create = useCreateSchedule(restaurantId);
  const update = useUpdateSchedule(restaurantId);
  const remove = useDeleteSchedule(restaurantId);
  const sendNow = useSendScheduleNow(restaurantId);
  const mutation = editing?.schedule ? update : create;
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: serverMessage(error) ?? 'Tente novamente.', variant: 'destructive' });

  const save = (input: ScheduleInput) => {
    const done = {
      onSuccess: () => {
        onEdit(null);
        toast({ title: 'Agendamento salvo' });
      },
      onError: fail('Erro ao salvar agendamento'),
    };
    if (editing?.schedule) update.mutate({ id: editing.schedule.id, ...input }, done);
    else create.mutate(input, done);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Relatórios agendados</CardTitle>
        <CardDescription>
          Receba um modelo por e-mail, em PDF e CSV, todo dia, semana ou mês. Cada destinatário confirma o
          recebimento pelo link que enviamos a ele.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {schedules.data && !schedules.data.accountEmailVerified && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Confirme o e-mail da sua conta (pelo link enviado no cadastro) para que os relatórios e os
            convites aos destinatários sejam enviados.
          </p>
        )}
        {templates.length === 0 && (
          <p className="text-stone-700">Crie um modelo para agendar o envio por e-mail.</p>
        )}
        {schedules.data?.schedules.length === 0 && templates.length > 0 && (
          <p className="text-stone-700">Nenhum relatório agendado ainda.</p>
        )}
        <ul className="flex flex-col divide-y divide-stone-100">
          {schedules.data?.schedules.map((schedule) => (
            <li key={schedule.id} className="flex flex-wrap items-center gap-2 py-3">
              <span className="min-w-48 flex-1 basis-full sm:basis-0">
                <span className="block font-medium text-stone-900">
                  {schedule.name} {schedule.isActive ? '' : '(pausado)'}
                </span>
                <span className="block text-sm text-stone-700">
                  {SCHEDULE_FREQUENCY_LABELS[schedule.frequency]} · {schedule.templateName}
                </span>
                <ScheduleRecipients
                  restaurantId={restaurantId}
                  schedule={schedule}
                  canInvite={schedules.data?.accountEmailVerified ?? false}
                />
                <span className="block text-sm text-stone-700">
                  {schedule.isActive
                    ? `Próximo envio: ${formatDateTime(schedule.nextRun, timeZone)}`
                    : 'Envio pausado'}
                  {schedule.lastRun ? ` · Último envio: ${formatDateTime(schedule.lastRun, timeZone)}` : ''}
                </span>
                {schedule.lastError && (
                  <span className="block text-sm text-red-700">Falha no envio: {schedule.lastError}</span>
                )}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  update.reset();
                  onEdit({ schedule });
                }}
                aria-label={`Editar agendamento ${schedule.name}`}
              >
                Editar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  update.mutate(
                    { id: schedule.id, ...inputOf(schedule), isActive: !schedule.isActive },
                    { onError: fail('Erro ao salvar agendamento') },
                  )
                }
              >
                {schedule.isActive ? 'Pausar' : 'Ativar'}
              </Button>
              {schedule.isActive && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Enviar agora ${schedule.name}`}
                  onClick={() =>
                    sendNow.mutate(schedule.id, {
                      onSuccess: () =>
                        toast({
                          title: 'Envio solicitado',
                          description: 'O relatório sai por e-mail em até 1 minuto.',
                        }),
                      onError: fail('Erro ao enviar relatório'),
                    })
                  }
                >
                  Enviar agora
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Excluir agendamento ${schedule.name}`}
                onClick={() =>
                  remove.mutate(schedule.id, {
                    onSuccess: () => toast({ title: 'Agendamento excluído' }),
                    onError: fail('Erro ao excluir agendamento'),
                  })
                }
              >
                Excluir
              </Button>
            </li>
          ))}
        </ul>
        {templates.length > 0 && (
          <Button
            variant="outline"
            className="self-start"
            onClick={() => {
              create.reset();
              onEdit({});
            }}
          >
            Agendar envio
          </Button>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && onEdit(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing?.schedule ? 'Editar agendamento' : 'Agendar envio'}</DialogTitle>
            <DialogDescription>O relatório vai anexado em PDF e CSV.</DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <ScheduleForm
              templates={templates}
              initial={editing.schedule ? inputOf(editing.schedule) : { templateId: editing.templateId }}
              pending={mutation.isPending}
              serverErrors={isApiError(mutation.error, 400) ? mutation.error.fields : undefined}
              onSubmit={save}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
