import { type FormEvent, useEffect, useState } from 'react';
import type { StaffRole } from '../../../../domain/staff/roles';
import { pinSchema } from '../../../../domain/staff/staff.schemas';
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
import { useSaveStaff } from '../api/save-staff';
import type { StaffMemberView } from '../types';
import { RoleField } from './role-field';

interface StaffFormDialogProps {
  restaurantId: string;
  /** The member being edited; null for a new one. */
  member: StaffMemberView | null;
  open: boolean;
  roles: StaffRole[];
  onClose: () => void;
}

/** 'Adicionar pessoa' and 'Editar': name, role and a PIN for the shared device. */
export function StaffFormDialog({ restaurantId, member, open, roles, onClose }: StaffFormDialogProps) {
  const save = useSaveStaff(restaurantId);
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('garcom');
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setName(member?.name ?? '');
    setRole(member?.role ?? roles.find((candidate) => candidate === 'garcom') ?? roles[0] ?? 'garcom');
    setPin('');
    setPinError(undefined);
    save.reset();
  }, [open, member, roles, save.reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = pin ? pinSchema.safeParse(pin) : undefined;
    setPinError(checked?.error?.issues[0]?.message);
    if (checked?.error) return;
    save.mutate({ id: member?.id, name, role, pin: pin || undefined }, { onSuccess: onClose });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{member ? 'Editar pessoa da equipe' : 'Adicionar pessoa à equipe'}</DialogTitle>
          <DialogDescription>
            O PIN serve para trocar de usuário no aparelho do balcão, sem a senha do dono.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="staff-name" label="Nome">
            {(describedBy) => (
              <Input
                id="staff-name"
                value={name}
                maxLength={60}
                required
                aria-describedby={describedBy}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </FormField>
          <RoleField id="staff-role" value={role} roles={roles} onChange={setRole} />
          <FormField
            id="staff-pin"
            label={member?.hasPin ? 'Novo PIN (opcional)' : 'PIN (opcional)'}
            hint="De 4 a 6 números. Evite sequências como 1234 ou 0000."
            error={pinError}
          >
            {(describedBy) => (
              <Input
                id="staff-pin"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={pin}
                aria-describedby={describedBy}
                onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
              />
            )}
          </FormField>
          <FieldError message={save.isError ? (serverMessage(save.error) ?? 'Erro ao salvar') : undefined} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
