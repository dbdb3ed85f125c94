import { type FormEvent, useEffect, useState } from 'react';
import { emailSchema } from '../../../../domain/accounts/accounts.schemas';
import type { StaffRole } from '../../../../domain/staff/roles';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { useInviteActions } from '../api/invites';
import { RoleField } from './role-field';

interface InviteDialogProps {
  restaurantId: string;
  open: boolean;
  roles: StaffRole[];
  onClose: () => void;
}

/** 'Convidar por e-mail': the address and the role; the person chooses their name and password. */
export function InviteDialog({ restaurantId, open, roles, onClose }: InviteDialogProps) {
  const { invite } = useInviteActions(restaurantId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('garcom');
  const [emailError, setEmailError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRole(roles.find((candidate) => candidate === 'garcom') ?? roles[0] ?? 'garcom');
    setEmailError(undefined);
    invite.reset();
  }, [open, roles, invite.reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(email);
    setEmailError(checked.error?.issues[0]?.message);
    if (!checked.success) return;
    invite.mutate({ email: checked.data, role }, { onSuccess: onClose });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Convidar por e-mail</DialogTitle>
          <DialogDescription>
            A pessoa recebe um link (válido por 7 dias), escolhe o nome e uma senha e passa a entrar em /login
            com o próprio e-mail.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField id="invite-email" label="E-mail" error={emailError}>
            {(describedBy) => (
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                value={email}
                maxLength={254}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <RoleField id="invite-role" value={role} roles={roles} onChange={setRole} />
          <FieldError
            message={
              invite.isError
                ? (serverMessage(invite.error) ?? 'Não foi possível enviar o convite.')
                : undefined
            }
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              Enviar convite
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
