import { Mail, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { assignableRoles } from '../../../../domain/staff/roles';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import type { AdminTabProps } from '../../admin/types';
import { useMe } from '../../auth/api/get-me';
import { useStaff } from '../api/get-staff';
import { useSaveStaff } from '../api/save-staff';
import type { StaffMemberView } from '../types';
import { InviteDialog } from './invite-dialog';
import { PendingInvites } from './pending-invites';
import { StaffFormDialog } from './staff-form-dialog';
import { TeamActivity } from './team-activity';

/**
 * 'Equipe': who works here, their role, whether they have a PIN or their own login; add, invite by
 * e-mail, edit, deactivate; the pending invitations; and what the team did lately.
 */
export function TeamTab({ restaurantId, label }: AdminTabProps) {
  const staff = useStaff(restaurantId);
  const me = useMe();
  const save = useSaveStaff(restaurantId);
  const [editing, setEditing] = useState<StaffMemberView | null>(null);
  const [open, setOpen] = useState(false);
  const [inviting, setInviting] = useState(false);
  const role = me.data?.acting?.role ?? 'dono';
  // One array per role: the dialogs reset their fields when `roles` changes, and a new array on
  // every render (the list refetched after a save) reset the form before its save could close it.
  const roles = useMemo(() => assignableRoles(role), [role]);
  const edit = (member: StaffMemberView | null) => {
    setEditing(member);
    setOpen(true);
  };

  if (staff.isPending) return <LoadingState label="Carregando equipe..." />;
  if (staff.isError)
    return <ErrorState message="Não foi possível carregar a equipe." onRetry={() => staff.refetch()} />;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-stone-900">{label}</h2>
          <p className="text-stone-700">
            Cada pessoa entra com o próprio PIN ou login e vê só o que o perfil permite.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setInviting(true)}>
            <Mail aria-hidden="true" />
            Convidar por e-mail
          </Button>
          <Button onClick={() => edit(null)}>
            <Plus aria-hidden="true" />
            Adicionar pessoa
          </Button>
        </div>
      </div>
      {staff.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          Ninguém na equipe ainda. Adicione garçons, cozinha e caixa com um PIN para o aparelho do balcão.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {staff.data.map((member) => (
            <li
              key={member.id}
              className={`flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 ${member.isActive ? '' : 'opacity-70'}`}
            >
              <div className="min-w-0">
                <p className="truncate text-lg font-semibold text-stone-900">{member.name}</p>
                <p className="text-sm text-stone-700">
                  {member.roleLabel} · {member.hasPin ? 'Com PIN' : 'Sem PIN'}
                  {member.isActive ? '' : ' · Desativado'}
                </p>
                {member.email && <p className="break-all text-sm text-stone-700">Login: {member.email}</p>}
              </div>
              {roles.includes(member.role) && (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => edit(member)}>
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    variant={member.isActive ? 'ghost' : 'secondary'}
                    disabled={save.isPending}
                    onClick={() => save.mutate({ id: member.id, isActive: !member.isActive })}
                  >
                    {member.isActive ? 'Desativar' : 'Reativar'}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <PendingInvites restaurantId={restaurantId} />
      <TeamActivity restaurantId={restaurantId} />
      <InviteDialog
        restaurantId={restaurantId}
        open={inviting}
        roles={roles}
        onClose={() => setInviting(false)}
      />
      <StaffFormDialog
        restaurantId={restaurantId}
        member={editing}
        open={open}
        roles={roles}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
