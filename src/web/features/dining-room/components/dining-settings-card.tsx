/**
 * 'Taxa de serviço e couvert' (`settings.edit`, the PUT's capability), inside 'Configurar mesas':
 * whether the bills charge the service and at what rate ('10', '12,5': a decimal comma), and the
 * couvert per person ('Nenhum', 'Couvert artístico', 'Couvert (por pessoa)') with its value in R$.
 * The field is read and checked by the domain's parseRate, serviceRateIssue, parseCents and
 * couvertIssue, the same the server checks with; the server's 4xx message is shown as it comes.
 */
import { type FormEvent, useId, useState } from 'react';
import {
  type CouvertKind,
  couvertIssue,
  parseRate,
  rateInput,
  serviceRateIssue,
} from '../../../../domain/bills/dining-settings';
import { centsToDecimal, parseCents } from '../../../../domain/money/money';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { ToggleSwitch } from '../../menu-management/components/toggle-switch';
import { type DiningSettingsView, useDiningSettings, useSaveDiningSettings } from '../dining-settings-api';

type CouvertChoice = 'none' | CouvertKind;

const COUVERT_CHOICES: { value: CouvertChoice; label: string }[] = [
  { value: 'none', label: 'Nenhum' },
  { value: 'artistic', label: 'Couvert artístico' },
  { value: 'cover', label: 'Couvert (por pessoa)' },
];

interface Draft {
  serviceChargeEnabled: boolean;
  rate: string;
  couvert: CouvertChoice;
  value: string;
}

const draftOf = (settings: DiningSettingsView): Draft => ({
  serviceChargeEnabled: settings.serviceChargeEnabled,
  rate: rateInput(settings.serviceRateBps),
  couvert: settings.couvertCents > 0 ? settings.couvertKind : 'none',
  value: settings.couvertCents > 0 ? centsToDecimal(settings.couvertCents).replace('.', ',') : '',
});

export function DiningSettingsCard({ restaurantId }: { restaurantId: string }) {
  const settings = useDiningSettings(restaurantId);
  return (
    <section
      aria-labelledby="dining-settings-title"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4"
    >
      <div>
        <h3 id="dining-settings-title" className="text-lg font-bold text-stone-900">
          Taxa de serviço e couvert
        </h3>
        <p className="text-sm text-stone-700">
          Vale para as contas das mesas. A taxa não incide sobre o couvert artístico.
        </p>
      </div>
      {settings.data ? (
        <SettingsForm restaurantId={restaurantId} settings={settings.data} />
      ) : settings.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessage(settings.error) ?? 'Não foi possível carregar. Tente de novo.'}
        </p>
      ) : (
        <p className="text-stone-700">Carregando…</p>
      )}
    </section>
  );
}

function SettingsForm({ restaurantId, settings }: { restaurantId: string; settings: DiningSettingsView }) {
  const id = useId();
  const save = useSaveDiningSettings(restaurantId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [issues, setIssues] = useState<{ rate?: string; value?: string }>({});
  const [saved, setSaved] = useState(false);
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bps = draft.serviceChargeEnabled ? parseRate(draft.rate) : settings.serviceRateBps;
    const rate = bps === null ? serviceRateIssue(Number.NaN) : serviceRateIssue(bps);
    const typed = draft.value.replace(/^\s*R\$\s*/, '').trim();
    const cents = draft.couvert === 'none' || typed === '' ? 0 : parseCents(typed);
    const value =
      draft.couvert !== 'none' && cents === 0
        ? 'Informe o valor por pessoa, ou escolha Nenhum.'
        : couvertIssue(cents ?? Number.NaN);
    setIssues({ rate: rate ?? undefined, value: value ?? undefined });
    if (rate || value || bps === null || cents === null) return;
    save.mutate(
      {
        serviceChargeEnabled: draft.serviceChargeEnabled,
        serviceRateBps: bps,
        couvert: centsToDecimal(cents),
        couvertKind: draft.couvert === 'none' ? settings.couvertKind : draft.couvert,
      },
      {
        onSuccess: (next) => {
          setDraft(draftOf(next));
          setSaved(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <ToggleSwitch
        label="Cobrar taxa de serviço"
        checked={draft.serviceChargeEnabled}
        onCheckedChange={(serviceChargeEnabled) => change({ serviceChargeEnabled })}
      />
      {draft.serviceChargeEnabled && (
        <FormField
          id={`${id}-rate`}
          label="Percentual"
          hint="Ex.: 10 ou 12,5 (de 0% a 20%)."
          error={issues.rate}
        >
          {(describedBy) => (
            <div className="flex items-center gap-2">
              <Input
                id={`${id}-rate`}
                inputMode="decimal"
                className="w-24"
                aria-describedby={describedBy}
                aria-invalid={issues.rate ? true : undefined}
                value={draft.rate}
                onChange={(event) => change({ rate: event.target.value })}
              />
              <span aria-hidden="true" className="text-stone-700">
                %
              </span>
            </div>
          )}
        </FormField>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-900">Couvert</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {COUVERT_CHOICES.map((choice) => (
            <label key={choice.value} className="flex min-h-9 items-center gap-2 text-stone-900">
              <input
                type="radio"
                name={`${id}-couvert`}
                value={choice.value}
                checked={draft.couvert === choice.value}
                onChange={() => change({ couvert: choice.value })}
                className="size-4 accent-orange-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.couvert !== 'none' && (
        <FormField id={`${id}-value`} label="Valor por pessoa" error={issues.value}>
          {(describedBy) => (
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="text-stone-700">
                R$
              </span>
              <Input
                id={`${id}-value`}
                inputMode="decimal"
                placeholder="0,00"
                className="w-32"
                aria-describedby={describedBy}
                aria-invalid={issues.value ? true : undefined}
                value={draft.value}
                onChange={(event) => change({ value: event.target.value })}
              />
            </div>
          )}
        </FormField>
      )}
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
            Taxa de serviço e couvert salvos.
          </p>
        )}
      </div>
    </form>
  );
}
