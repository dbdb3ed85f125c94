import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverMessage } from '../../../lib/api-client';
import { useSwitchable, useSwitchUser } from '../api/switch-user';
import { PinPad } from './pin-pad';

interface SwitchUserDialogProps {
  restaurantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Choice = { kind: 'staff'; id: string; name: string } | { kind: 'owner' } | null;

/**
 * 'Trocar usuário' on a shared device: choose your name, type your PIN; the owner comes back with the
 * account's password. The PIN is checked only against the person chosen (decision 0040).
 */
export function SwitchUserDialog({ restaurantId, open, onOpenChange }: SwitchUserDialogProps) {
  const people = useSwitchable(restaurantId, open);
  const { switchUser } = useSwitchUser(restaurantId);
  const [choice, setChoice] = useState<Choice>(null);
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');

  const reset = () => {
    setChoice(null);
    setPin('');
    setPassword('');
    switchUser.reset();
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const body = choice.kind === 'owner' ? { password } : { staffId: choice.id, pin };
    switchUser.mutate(body, {
      onSuccess: () => close(false),
      onError: () => setPin(''),
    });
  };
  const error = switchUser.isError
    ? (serverMessage(switchUser.error) ?? 'Não foi possível trocar de usuário.')
    : undefined;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Trocar usuário</DialogTitle>
          <DialogDescription>
            {choice === null
              ? 'Quem vai usar o painel agora?'
              : choice.kind === 'owner'
                ? 'Digite a senha do dono para voltar à conta principal.'
                : `${choice.name}, digite seu PIN.`}
          </DialogDescription>
        </DialogHeader>
        {choice === null ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {people.data?.map((person) => (
              <li key={person.id}>
                <Button
                  variant="outline"
                  className="h-auto w-full flex-col items-start py-3 text-left"
                  onClick={() => setChoice({ kind: 'staff', id: person.id, name: person.name })}
                >
                  <span className="w-full truncate">{person.name}</span>
                  <span className="text-sm font-normal text-stone-600">{person.roleLabel}</span>
                </Button>
              </li>
            ))}
            <li>
              <Button
                variant="outline"
                className="h-auto w-full flex-col items-start py-3 text-left"
                onClick={() => setChoice({ kind: 'owner' })}
              >
                <span>Dono</span>
                <span className="text-sm font-normal text-stone-600">Com a senha da conta</span>
              </Button>
            </li>
            {people.data?.length === 0 && (
              <li className="text-sm text-stone-600 sm:col-span-2">
                Ninguém da equipe tem PIN ainda. Cadastre na aba Equipe.
              </li>
            )}
          </ul>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            {choice.kind === 'owner' ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="switch-owner-password">Senha do dono</Label>
                <Input
                  id="switch-owner-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
            ) : (
              <PinPad value={pin} onChange={setPin} />
            )}
            <FieldError message={error} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={reset}>
                Voltar
              </Button>
              <Button
                type="submit"
                disabled={switchUser.isPending || (choice.kind === 'owner' ? !password : pin.length < 4)}
              >
                Entrar
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
