/** 'Caixas' (settings.edit): the restaurant's registers; add one (a terrace's), rename, deactivate. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { type CashRegister, useCreateRegister, useRegisters, useUpdateRegister } from '../api';

export function RegistersSettings({ restaurantId }: { restaurantId: string }) {
  const registers = useRegisters(restaurantId);
  const create = useCreateRegister(restaurantId);
  const [name, setName] = useState('');

  if (registers.isPending) return <LoadingState label="Carregando caixas..." />;
  if (registers.isError)
    return <ErrorState message="Não foi possível carregar os caixas." onRetry={() => registers.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
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
