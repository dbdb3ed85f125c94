import { type FormEvent, type ReactNode, useState } from 'react';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';

export interface ConnectField<K extends string> {
  key: K;
  /** The input's id; `{idPrefix}-{key}` when not given. */
  id?: string;
  label: string;
  hint?: string;
  /** Secrets are typed as 'password' so they are not shown on screen. */
  type?: 'text' | 'password' | 'url';
  inputMode?: 'numeric';
  /** Optional fields do not hold back the submit button. */
  optional?: boolean;
}

interface ConnectFieldsFormProps<K extends string> {
  idPrefix: string;
  fields: readonly ConnectField<K>[];
  /** Sends the values; a rejection shows the server's Portuguese message under the fields. */
  onSubmit: (values: Record<K, string>) => Promise<unknown>;
  /** The buttons: `ready` is true once every required field is filled. */
  actions: (state: { ready: boolean }) => ReactNode;
  header?: ReactNode;
  className?: string;
}

const emptyValues = <K extends string>(fields: readonly ConnectField<K>[]) =>
  Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<K, string>;

/**
 * The form every partner's 'Conectar' uses (Keeta, WhatsApp, Mercado Pago): the credentials the
 * partner issues, a submit held back until the required ones are filled, the values cleared once
 * connected and the server's message shown when it refuses them.
 */
export function ConnectFieldsForm<K extends string>({
  idPrefix,
  fields,
  onSubmit,
  actions,
  header,
  className = 'grid gap-3',
}: ConnectFieldsFormProps<K>) {
  const [values, setValues] = useState(() => emptyValues(fields));
  const [error, setError] = useState<string>();
  const ready = fields.every((field) => field.optional || values[field.key].trim() !== '');
  const set = (key: K) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setError(undefined);
    onSubmit(values).then(
      () => setValues(emptyValues(fields)),
      (failure: unknown) => setError(serverMessage(failure) ?? 'Tente novamente.'),
    );
  };

  return (
    <form onSubmit={submit} className={className}>
      {header}
      {fields.map((field) => {
        const id = field.id ?? `${idPrefix}-${field.key}`;
        return (
          <FormField key={field.key} id={id} label={field.label} hint={field.hint}>
            {(describedBy) => (
              <Input
                id={id}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete="off"
                value={values[field.key]}
                onChange={set(field.key)}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
        );
      })}
      <FieldError message={error} />
      {actions({ ready })}
    </form>
  );
}
