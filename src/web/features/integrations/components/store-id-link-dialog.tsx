import { type FormEvent, type ReactNode, useState } from 'react';
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
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';

/** What the partner's dialog does with the typed value: close on success, or show the failure. */
export interface StoreIdLinkOutcome {
  close: () => void;
  fail: (failure: Error) => void;
}

export interface StoreIdLinkDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /**
   * Whether the operator configured the partner's app on this server (Rappi, Keeta): while it is
   * checked the dialog says so; unconfigured, it says `notConfigured` and offers only 'Fechar'.
   * Without it the dialog is always usable.
   */
  availability?: {
    pending: boolean;
    configured: boolean | undefined;
    checking: string;
    notConfigured: string;
  };
  /** The one text field: the store's id at the partner, or the code the partner shows. */
  field: {
    id: string;
    label: string;
    hint?: string;
    inputMode?: 'numeric';
    spellCheck?: boolean;
  };
  /** Where the field goes among the partner's steps; by default the field alone. */
  children?: (field: ReactNode) => ReactNode;
  /** The confirm button. `needsValue` (default true) keeps it disabled while the field is empty. */
  action: { label: string; pendingLabel: string; pending: boolean; needsValue?: boolean };
  onSubmit: (value: string, outcome: StoreIdLinkOutcome) => void;
  /** Replaces 'Cancelar' (e.g. iFood's 'Não é esta loja'). */
  secondary?: { label: string; onClick: () => void };
  /** Clears the partner's own state when the dialog closes. */
  onReset?: () => void;
}

/**
 * The "type your store's id → confirm → connect" dialog every partner that links by id shares
 * (Rappi, Keeta, iFood by id and by code): its form, field, error, and footer; the partner gives the
 * words, the steps and what confirming does.
 */
export function StoreIdLinkDialog({
  open,
  onClose,
  title,
  description,
  availability,
  field,
  children,
  action,
  onSubmit,
  secondary,
  onReset,
}: StoreIdLinkDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const configured = availability ? availability.configured === true : true;
  const needsValue = action.needsValue ?? true;

  const close = () => {
    setValue('');
    setError(undefined);
    onReset?.();
    onClose();
  };
  const fail = (failure: Error) => setError(serverMessage(failure) ?? 'Tente novamente.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsValue && !value.trim()) return;
    setError(undefined);
    onSubmit(value.trim(), { close, fail });
  };

  const input = (
    <FormField id={field.id} label={field.label} hint={field.hint}>
      {(describedBy) => (
        <Input
          id={field.id}
          inputMode={field.inputMode}
          autoComplete="off"
          spellCheck={field.spellCheck}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            // A refusal names the value it refused: it goes once the owner types another.
            setError(undefined);
          }}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {availability?.pending && <LoadingState label={availability.checking} />}
          {availability && availability.configured === false && (
            <p role="status" className="text-sm text-stone-800">
              {availability.notConfigured}
            </p>
          )}
          {configured && (children ? children(input) : input)}
          <FieldError message={error} />
          <DialogFooter>
            {secondary ? (
              <Button variant="outline" onClick={secondary.onClick}>
                {secondary.label}
              </Button>
            ) : (
              <Button variant="outline" onClick={close}>
                {configured ? 'Cancelar' : 'Fechar'}
              </Button>
            )}
            {configured && (
              <Button type="submit" disabled={(needsValue && !value.trim()) || action.pending}>
                {action.pending ? action.pendingLabel : action.label}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
