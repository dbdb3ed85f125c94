import { type FormEvent, useState } from 'react';
import type { ReportTemplate } from '../../../../domain/reports/report-template';
import {
  MAX_RECIPIENTS,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_FREQUENCY_LABELS,
  type ScheduleFrequency,
  type ScheduleInput,
  scheduleSchema,
  splitRecipients,
} from '../../../../domain/reports/schedule';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { fieldErrors } from '../../../lib/field-errors';

const selectClass = cn(fieldClasses, 'h-10');

/** A schedule: which template, how often, to whom (up to 5 e-mails), on or off. */
export function ScheduleForm({
  templates,
  initial,
  pending,
  serverErrors,
  onSubmit,
}: {
  templates: ReportTemplate[];
  initial: Partial<ScheduleInput>;
  pending: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (input: ScheduleInput) => void;
}) {
  const [templateId, setTemplateId] = useState(initial.templateId ?? templates[0]?.id ?? '');
  const [name, setName] = useState(initial.name ?? '');
  const [frequency, setFrequency] = useState<ScheduleFrequency>(initial.frequency ?? 'weekly');
  const [recipients, setRecipients] = useState((initial.emailTo ?? []).join(', '));
  const [isActive, setIsActive] = useState(initial.isActive ?? true);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = scheduleSchema.safeParse({
      templateId,
      name,
      frequency,
      emailTo: splitRecipients(recipients),
      isActive,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="schedule-template" label="Modelo" error={shown.templateId}>
        {() => (
          <select
            id="schedule-template"
            className={selectClass}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
          >
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="schedule-name" label="Nome do agendamento" error={shown.name}>
        {(describedBy) => (
          <Input
            id="schedule-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={!!shown.name}
          />
        )}
      </FormField>
      <FormField
        id="schedule-frequency"
        label="Frequência"
        hint="Enviado às 7h: diário (o dia anterior), semanal às segundas (a semana anterior), mensal no dia 1º (o mês anterior)."
        error={shown.frequency}
      >
        {(describedBy) => (
          <select
            id="schedule-frequency"
            className={selectClass}
            value={frequency}
            aria-describedby={describedBy}
            onChange={(e) => setFrequency(e.target.value as ScheduleFrequency)}
          >
            {SCHEDULE_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {SCHEDULE_FREQUENCY_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="schedule-recipients"
        label="Destinatários"
        hint={`Até ${MAX_RECIPIENTS} e-mails, separados por vírgula. Cada endereço recebe um link para confirmar; o relatório só vai para quem confirmar (o e-mail da sua conta já vale).`}
        error={shown.emailTo}
      >
        {(describedBy) => (
          <Input
            id="schedule-recipients"
            type="text"
            inputMode="email"
            value={recipients}
            onChange={(e) => setRecipients(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={!!shown.emailTo}
          />
        )}
      </FormField>
      <div className="flex items-center gap-2 text-stone-800">
        <Checkbox
          id="schedule-active"
          checked={isActive}
          onCheckedChange={(checked) => setIsActive(checked === true)}
        />
        <label htmlFor="schedule-active">Agendamento ativo</label>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Salvando...' : 'Salvar agendamento'}
      </Button>
    </form>
  );
}
