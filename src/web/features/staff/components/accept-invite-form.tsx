import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN } from '../../../../domain/accounts/accounts.schemas';
import { acceptInviteSchema } from '../../../../domain/staff/invites';
import { Button } from '../../../components/ui/button';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { PasswordInput } from '../../auth/components/password-input';
import { useAcceptInvite } from '../api/accept-invite';
import type { InviteDescription } from '../types';

type Field = 'name' | 'password' | 'confirmation';

/** The invitee's name and a password typed twice; accepting opens their panel. */
export function AcceptInviteForm({ token, invite }: { token: string; invite: InviteDescription }) {
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = acceptInviteSchema.safeParse({ token, name: values.name, password: values.password });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'password') && !found[field]) found[field] = issue.message;
    }
    if (values.confirmation !== values.password) found.confirmation = 'As senhas não são iguais';
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.success) return;
    accept.mutate(checked.data, { onSuccess: (restaurant) => navigate(`/admin/${restaurant.id}`) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
        Você vai entrar em <strong>/login</strong> com <strong className="break-all">{invite.email}</strong> e
        a senha que escolher aqui.
      </p>
      <FormField id="invite-name" label="Seu nome" hint="Como a equipe vai ver você." error={errors.name}>
        {(describedBy) => (
          <Input
            id="invite-name"
            autoComplete="name"
            maxLength={60}
            value={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            onChange={set('name')}
          />
        )}
      </FormField>
      <FormField
        id="invite-password"
        label="Senha"
        hint={`Pelo menos ${PASSWORD_MIN} caracteres.`}
        error={errors.password}
      >
        {(describedBy) => (
          <PasswordInput
            id="invite-password"
            autoComplete="new-password"
            value={values.password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            onChange={set('password')}
          />
        )}
      </FormField>
      <FormField id="invite-confirmation" label="Repita a senha" error={errors.confirmation}>
        {(describedBy) => (
          <PasswordInput
            id="invite-confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            aria-invalid={errors.confirmation ? true : undefined}
            aria-describedby={describedBy}
            onChange={set('confirmation')}
          />
        )}
      </FormField>
      <FieldError
        message={
          accept.isError ? (serverMessage(accept.error) ?? 'Não foi possível aceitar o convite.') : undefined
        }
      />
      <Button type="submit" size="lg" disabled={accept.isPending}>
        Aceitar convite e entrar
      </Button>
    </form>
  );
}
