/**
 * 'Dados fiscais': the fiscal profile's form (CNPJ masked, IE, razão social, UF, regime, ambiente,
 * CSC, how to issue, CPF at checkout). The CSC token is never shown back: left empty, the saved one
 * stays. The server checks everything again and points at the fields to fix.
 */
import { type FormEvent, useState } from 'react';
import {
  FISCAL_ENVIRONMENT_LABELS,
  FISCAL_ENVIRONMENTS,
  TAX_REGIME_LABELS,
  TAX_REGIMES,
} from '../../../../domain/fiscal/fiscal-profile';
import { BRAZILIAN_STATES } from '../../../../domain/menu/store-settings.schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { notifyFailed, notifySaved } from '../../store-settings/components/notify';
import { type FiscalProfileInput, type FiscalProfileView, useSaveFiscalProfile } from '../api';
import { maskCnpj } from '../masks';

const ISSUE_MODES = [
  { value: 'automatico', label: 'Automática: a nota é emitida quando a venda é paga' },
  { value: 'manual', label: 'Manual: a nota é emitida quando alguém pede, venda a venda' },
] as const;

function initial(profile: FiscalProfileView | null): FiscalProfileInput {
  return {
    cnpj: profile ? maskCnpj(profile.cnpj) : '',
    stateRegistration: profile?.stateRegistration ?? '',
    legalName: profile?.legalName ?? '',
    state: profile?.state ?? 'SP',
    regime: profile?.regime ?? 'simples',
    environment: profile?.environment ?? 'homologacao',
    cscId: profile?.cscId ?? '',
    cscToken: '',
    issueMode: profile?.issueMode ?? 'automatico',
    askCpfAtCheckout: profile?.askCpfAtCheckout ?? false,
  };
}

export function ProfileCard({
  restaurantId,
  profile,
}: {
  restaurantId: string;
  profile: FiscalProfileView | null;
}) {
  const save = useSaveFiscalProfile(restaurantId);
  const [values, setValues] = useState(() => initial(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof FiscalProfileInput>(key: K, value: FiscalProfileInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        setErrors({});
        set('cscToken', '');
        notifySaved();
      },
      onError: (failure) => {
        setErrors(isApiError(failure) && failure.fields ? failure.fields : {});
        notifyFailed(failure);
      },
    });
  };

  const text = (key: 'stateRegistration' | 'legalName' | 'cscId', label: string, hint?: string) => (
    <FormField id={`fiscal-${key}`} label={label} hint={hint} error={errors[key]}>
      {(describedBy) => (
        <Input
          id={`fiscal-${key}`}
          value={values[key]}
          autoComplete="off"
          inputMode={key === 'cscId' ? 'numeric' : undefined}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </FormField>
  );

  const select = (
    key: 'state' | 'regime',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FormField id={`fiscal-${key}`} label={label} error={errors[key]}>
      {(describedBy) => (
        <select
          id={`fiscal-${key}`}
          className={`${fieldClasses} h-10`}
          aria-describedby={describedBy}
          value={values[key]}
          onChange={(event) => set(key, event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados fiscais</CardTitle>
        <CardDescription>
          Quem emite a NFC-e: os dados do cadastro na Receita e na SEFAZ. Confira com seu contador.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="fiscal-cnpj" label="CNPJ" error={errors.cnpj}>
              {(describedBy) => (
                <Input
                  id="fiscal-cnpj"
                  value={values.cnpj}
                  placeholder="12.345.678/0001-95"
                  autoComplete="off"
                  aria-invalid={errors.cnpj ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => set('cnpj', maskCnpj(event.target.value))}
                />
              )}
            </FormField>
            {text('legalName', 'Razão social')}
            {select(
              'state',
              'UF',
              BRAZILIAN_STATES.map((state) => ({ value: state, label: state })),
            )}
            {text('stateRegistration', 'Inscrição estadual (IE)', 'Só os números, como na SEFAZ do estado.')}
            {select(
              'regime',
              'Regime tributário',
              TAX_REGIMES.map((regime) => ({ value: regime, label: TAX_REGIME_LABELS[regime] })),
            )}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-stone-900">Ambiente</legend>
            {FISCAL_ENVIRONMENTS.map((environment) => (
              <label key={environment} className="flex items-start gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="fiscal-environment"
                  className="mt-1 size-4 accent-orange-700"
                  checked={values.environment === environment}
                  onChange={() => set('environment', environment)}
                />
                <span>{FISCAL_ENVIRONMENT_LABELS[environment]}</span>
              </label>
            ))}
            <p className="text-sm text-stone-600">
              Em homologação as notas vão para o ambiente de testes da SEFAZ: saem com “sem valor fiscal” e
              não contam como venda. Passe para produção quando o contador confirmar os dados.
            </p>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('cscId', 'Identificador do CSC (ID do token)', 'Fornecido pela SEFAZ com o código CSC.')}
            <FormField
              id="fiscal-cscToken"
              label="Código CSC"
              hint={
                profile?.cscTokenSet
                  ? 'Já salvo. Deixe em branco para manter o atual.'
                  : 'O código de segurança do contribuinte, para o QR code da nota.'
              }
              error={errors.cscToken}
            >
              {(describedBy) => (
                <Input
                  id="fiscal-cscToken"
                  type="password"
                  value={values.cscToken}
                  autoComplete="off"
                  aria-invalid={errors.cscToken ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => set('cscToken', event.target.value)}
                />
              )}
            </FormField>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-stone-900">Emissão da nota</legend>
            {ISSUE_MODES.map((mode) => (
              <label key={mode.value} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="fiscal-issue-mode"
                  className="size-4 accent-orange-700"
                  checked={values.issueMode === mode.value}
                  onChange={() => set('issueMode', mode.value)}
                />
                {mode.label}
              </label>
            ))}
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-orange-700"
              checked={values.askCpfAtCheckout}
              onChange={(event) => set('askCpfAtCheckout', event.target.checked)}
            />
            Perguntar “CPF na nota?” no pedido online
          </label>
          <Button type="submit" className="self-start" disabled={save.isPending}>
            Salvar dados fiscais
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
