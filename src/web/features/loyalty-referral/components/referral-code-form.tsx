import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useEnterReferral } from '../api/enter-referral';

/** 'Foi indicado por alguém?': a friend's code, accepted until the diner's first order is delivered. */
export function ReferralCodeForm({ phone, restaurantId }: { phone: string; restaurantId: string }) {
  const enter = useEnterReferral(phone);
  const [code, setCode] = useState('');
  const id = `referral-${restaurantId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    enter.mutate(
      { restaurantId, code },
      {
        onSuccess: () => toast({ title: 'Código de indicação registrado!' }),
        onError: (error) =>
          toast({ title: 'Código não aceito', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-900">
        Foi indicado por alguém? Informe o código de indicação
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          maxLength={14}
          autoCapitalize="characters"
          autoComplete="off"
          className="font-mono uppercase"
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={enter.isPending || code.trim().length < 6}>
          {enter.isPending ? 'Enviando...' : 'Enviar código'}
        </Button>
      </div>
    </form>
  );
}
