import { type FormEvent, useState } from 'react';
import {
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixKeyType,
  pixKeySchema,
} from '../../../../domain/payments/pix';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { usePixKey } from '../api/get-pix-key';
import { useRemovePixKey } from '../api/remove-pix-key';
import { useSavePixKey } from '../api/save-pix-key';
import { notifyFailed, notifySaved } from './notify';

const PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: '123.456.789-09',
  cnpj: '12.345.678/0001-95',
  email: 'financeiro@restaurante.com.br',
  phone: '(11) 98765-4321',
  evp: '123e4567-e89b-12d3-a456-426614174000',
};

const INPUT_MODES = { cpf: 'numeric', cnpj: 'numeric', email: 'email', phone: 'tel', evp: 'text' } as const;

/** 'Chave PIX': where diners' PIX payments go; checked by the domain here and again by the server. */
export function PixKeyCard({ restaurantId }: { restaurantId: string }) {
  const current = usePixKey(restaurantId);
  const save = useSavePixKey(restaurantId);
  const remove = useRemovePixKey(restaurantId);
  const [type, setType] = useState<PixKeyType | null>(null);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const chosenType = type ?? current.data?.type ?? 'cnpj';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pixKeySchema.safeParse({ type: chosenType, key });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setKey('');
        notifySaved();
      },
      onError: (failure) => {
        setError(serverMessage(failure));
        notifyFailed(failure);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Chave PIX</CardTitle>
        <CardDescription>
          Quem escolhe PIX recebe, ao enviar o pedido, um código copia e cola e um QR code no valor exato,
          pagos direto para esta chave. Nome e cidade do recebedor vêm do cadastro do restaurante.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-stone-800" aria-live="polite">
          {current.data?.key
            ? `Chave cadastrada (${current.data.typeLabel}): ${current.data.key}`
            : current.isPending
              ? 'Carregando chave PIX...'
              : 'Nenhuma chave PIX cadastrada. Cadastre uma para aceitar PIX.'}
        </p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <FormField id="pix-key-type" label="Tipo da chave">
            {(describedBy) => (
              <select
                id="pix-key-type"
                className={`${fieldClasses} h-10 sm:w-48`}
                aria-describedby={describedBy}
                value={chosenType}
                onChange={(event) => setType(event.target.value as PixKeyType)}
              >
                {PIX_KEY_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {PIX_KEY_TYPE_LABELS[option]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="pix-key" label="Chave PIX" error={error} className="flex-1">
            {(describedBy) => (
              <Input
                id="pix-key"
                value={key}
                placeholder={PLACEHOLDERS[chosenType]}
                inputMode={INPUT_MODES[chosenType]}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setKey(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={save.isPending}>
            Salvar chave PIX
          </Button>
        </form>
        {current.data?.key && (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: notifySaved, onError: notifyFailed })}
          >
            Remover chave PIX
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
