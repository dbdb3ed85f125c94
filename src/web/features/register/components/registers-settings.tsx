/** 'Caixas' (settings.edit): the restaurant's registers; add one (a terrace's), rename, deactivate. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import {
  type CashRegister,
  useCreateRegister,
  useRegisterSettings,
  useRegisters,
  useUpdateRegister,
} from '../api';

export function RegistersSettings({ restaurantId }: { restaurantId: string }) {
  const registers = useRegisters(restaurantId);
  const create = useCreateRegister(restaurantId);
  const settings = useRegisterSettings(restaurantId);
  const [name, setName] = useState('');

  if (registers.isPending) return <LoadingState label="Carregando caixas..." />;
  if (registers.isError)
    return <ErrorState message="Não foi possível carregar os caixas." onRetry={() => registers.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-xl border border-stone-300 bg-white p-4">
        <div className="flex items-start gap-3">
          <Checkbox
            id="require-open-register"
            checked={registers.data.requireOpenRegister === true}
            disabled={settings.isPending}
            onCheckedChange={(checked) => settings.mutate(checked === true)}
            aria-describedby="require-open-register-hint"
          />
          <div>
            <Label htmlFor="require-open-register">Exigir caixa aberto para receber</Label>
            <p id="require-open-register-hint" className="text-sm text-stone-700">
              Ligado, o caixa só registra pagamentos de contas e pedidos com um caixa aberto. Desligado, o que
              for recebido sem caixa aberto aparece no histórico como “Recebido sem caixa aberto”.
            </p>
          </div>
        </div>
        {settings.isError && (
          <p role="alert" className="text-sm text-red-800">
            {serverMessage(settings.error) ?? 'Não foi possível salvar.'}
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-3" aria-label="Caixas do restaurante">
        {registers.data.registers.map((register) => (
          <RegisterRow key={register.id} restaurantId={restaurantId} register={register} />
        ))}
      </ul>
      <form
        className="flex flex-col gap-3 rounded-xl border border-stone-300 bg-white p-4 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <FormField id="new-register" label="Novo caixa" hint="Ex.: Varanda" className="flex-1">
          {(describedBy) => (
            <Input
              id="new-register"
              value={name}
              maxLength={40}
              aria-describedby={describedBy}
              onChange={(event) => setName(event.target.value)}
              required
            />
          )}
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          Adicionar caixa
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(create.error) ?? 'Não foi possível criar o caixa.'}
        </p>
      )}
    </div>
  );
}

function RegisterRow({ restaurantId, register }: { restaurantId: string; register: CashRegister }) {
  const update = useUpdateRegister(restaurantId);
  const [name, setName] = useState(register.name);
  const inputId = `register-name-${register.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-300 bg-white p-4">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ registerId: register.id, name: name.trim() });
        }}
      >
        <FormField
          id={inputId}
          label="Nome"
          hint={register.isActive ? (register.openSession ? 'Aberto agora' : 'Ativo') : 'Desativado'}
          className="flex-1"
        >
          {(describedBy) => (
            <Input
              id={inputId}
              value={name}
              maxLength={40}
              aria-describedby={describedBy}
              onChange={(event) => setName(event.target.value)}
              required
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant="outline"
            disabled={update.isPending || name.trim() === register.name}
          >
            Renomear
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ registerId: register.id, isActive: !register.isActive })}
          >
            {register.isActive ? 'Desativar' : 'Ativar'}
          </Button>
        </div>
      </form>
      {update.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(update.error) ?? 'Não foi possível salvar o caixa.'}
        </p>
      )}
    </li>
  );
}
