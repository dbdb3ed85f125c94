/**
 * 'Aceite e impressão automáticos' (`kitchen.configure`): per channel, whether a new order is
 * confirmed (and so printed at its stations) as it arrives, off unless the owner turns it on;
 * whether an order becomes 'Pronto' when every station has bumped it on the kitchen display; and
 * the display's colours (amber and red after so many minutes). Saved with PATCH settings.
 */
import { type FormEvent, useId, useState } from 'react';
import { KDS_MAX_MINUTES, kdsThresholdsIssue } from '../../../../domain/kitchen/kitchen-settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NumberInput } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { ToggleSwitch } from '../../menu-management/components/toggle-switch';
import { type KitchenSettingsView, useKitchenSettings, useSaveKitchenSettings } from '../api';
import { channelsOf } from '../channels';
import { KitchenCard } from './kitchen-card';

/** The minutes typed, or the message that says what is wrong. */
function readMinutes(text: string): number | string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < 1 || value > KDS_MAX_MINUTES)
    return `Informe um número inteiro de minutos, de 1 a ${KDS_MAX_MINUTES}.`;
  return value;
}

export function AutomationCard({ restaurantId }: { restaurantId: string }) {
  const settings = useKitchenSettings(restaurantId);
  return (
    <KitchenCard
      title="Aceite e impressão automáticos"
      description="Com o aceite automático ligado, o pedido desse canal é confirmado assim que chega e já sai impresso nas praças."
      query={settings}
    >
      {(data) => <AutomationForm restaurantId={restaurantId} settings={data} />}
    </KitchenCard>
  );
}

function AutomationForm({ restaurantId, settings }: { restaurantId: string; settings: KitchenSettingsView }) {
  const id = useId();
  const save = useSaveKitchenSettings(restaurantId);
  const [autoAccept, setAutoAccept] = useState(settings.autoAccept);
  const [readyWhenBumped, setReadyWhenBumped] = useState(settings.readyWhenBumped);
  const [warn, setWarn] = useState(String(settings.kdsWarnMinutes));
  const [late, setLate] = useState(String(settings.kdsLateMinutes));
  const [issues, setIssues] = useState<{ warn?: string; late?: string }>({});
  const [saved, setSaved] = useState(false);
  const touched = () => setSaved(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const warnMinutes = readMinutes(warn);
    const lateMinutes = readMinutes(late);
    // The order of the two is the domain's rule, the one the server applies (kitchen-settings.ts).
    const found = {
      warn: typeof warnMinutes === 'string' ? warnMinutes : undefined,
      late:
        typeof lateMinutes === 'string'
          ? lateMinutes
          : typeof warnMinutes === 'number'
            ? (kdsThresholdsIssue({ kdsWarnMinutes: warnMinutes, kdsLateMinutes: lateMinutes }) ?? undefined)
            : undefined,
    };
    setIssues(found);
    if (found.warn || found.late || typeof warnMinutes === 'string' || typeof lateMinutes === 'string')
      return;
    save.mutate(
      { autoAccept, readyWhenBumped, kdsWarnMinutes: warnMinutes, kdsLateMinutes: lateMinutes },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-900">
          Aceitar e imprimir automaticamente
        </legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {channelsOf(settings.autoAccept).map((channel) => (
            <ToggleSwitch
              key={channel.key}
              label={channel.label}
              context="aceite automático"
              checked={autoAccept[channel.key] ?? false}
              onCheckedChange={(on) => {
                setAutoAccept((current) => ({ ...current, [channel.key]: on }));
                touched();
              }}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <ToggleSwitch
          label="Marcar pronto quando todas as praças finalizarem"
          checked={readyWhenBumped}
          onCheckedChange={(on) => {
            setReadyWhenBumped(on);
            touched();
          }}
        />
        <p className="text-sm text-stone-700">
          Desligado, o pedido só fica pronto quando alguém marcar no painel.
        </p>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-900">Tela da cozinha: tempo de espera</legend>
        <div className="flex flex-wrap gap-3">
          <FormField
            id={`${id}-warn`}
            label="Atenção (amarelo) depois de (min)"
            error={issues.warn}
            className="w-full sm:w-64"
          >
            {(describedBy) => (
              <NumberInput
                id={`${id}-warn`}
                inputMode="numeric"
                aria-describedby={describedBy}
                aria-invalid={issues.warn ? true : undefined}
                value={warn}
                onChange={(event) => {
                  setWarn(event.target.value);
                  touched();
                }}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-late`}
            label="Atraso (vermelho) depois de (min)"
            error={issues.late}
            className="w-full sm:w-64"
          >
            {(describedBy) => (
              <NumberInput
                id={`${id}-late`}
                inputMode="numeric"
                aria-describedby={describedBy}
                aria-invalid={issues.late ? true : undefined}
                value={late}
                onChange={(event) => {
                  setLate(event.target.value);
                  touched();
                }}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {save.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(save.error) ?? 'Não foi possível salvar. Tente de novo.'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          Salvar
        </Button>
        {saved && (
          <p role="status" className="text-sm text-green-800">
            Configurações da cozinha salvas.
          </p>
        )}
      </div>
    </form>
  );
}
