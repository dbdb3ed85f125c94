import { Lock, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { Acting } from '../../../../domain/staff/acting';
import { Button } from '../../../components/ui/button';
import { useSwitchUser } from '../api/switch-user';
import { SwitchUserDialog } from './switch-user-dialog';

interface ActingBarProps {
  restaurantId: string;
  acting: Acting;
}

/** Who is using the panel, 'Trocar usuário' and 'Bloquear', on the admin header. */
export function ActingBar({ restaurantId, acting }: ActingBarProps) {
  const [open, setOpen] = useState(false);
  const { lock } = useSwitchUser(restaurantId);
  const who = acting.name ? `${acting.name} (${acting.roleLabel})` : acting.roleLabel;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex min-w-0 items-center gap-1 text-sm text-stone-700">
        <UserRound className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{acting.locked ? 'Painel bloqueado' : `Usando: ${who}`}</span>
      </span>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Trocar usuário
      </Button>
      {!acting.locked && (
        <Button size="sm" variant="ghost" disabled={lock.isPending} onClick={() => lock.mutate()}>
          <Lock aria-hidden="true" />
          Bloquear
        </Button>
      )}
      <SwitchUserDialog restaurantId={restaurantId} open={open} onOpenChange={setOpen} />
    </div>
  );
}
