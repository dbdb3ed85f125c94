import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ReasonChoices, type ReasonOption } from './reason-choices';

/**
 * The "refuse, and say why" form the order card opens for a partner's request (a Keeta refund, a
 * marketplace diner's cancellation, an iFood dispute): one of the partner's codes when it asks for
 * one, the words the diner will read, 'Enviar recusa' and 'Voltar'. Sends only when complete.
 */
export function AnswerWithReasonForm<Code extends string>({
  idPrefix,
  codes,
  reasonLabel,
  maxLength,
  pending,
  onSend,
  onBack,
}: {
  /** Unique on the page (the order's or the dispute's id in it). */
  idPrefix: string;
  /** The partner's codes to choose from, under their legend; none when it asks only for words. */
  codes?: { legend: string; options: readonly ReasonOption<Code>[] };
  reasonLabel: string;
  maxLength: number;
  pending: boolean;
  onSend: (answer: { code: Code | null; reason: string }) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState<Code | null>(null);
  const [reason, setReason] = useState('');
  const ready = (codes === undefined || code !== null) && reason.trim().length > 0;
  const reasonId = `${idPrefix}-reason`;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSend({ code, reason: reason.trim() });
      }}
    >
      {codes && (
        <ReasonChoices
          name={`${idPrefix}-code`}
          legend={codes.legend}
          options={codes.options}
          value={code}
          onChange={(option) => setCode(option.code)}
        />
      )}
      <FormField id={reasonId} label={reasonLabel}>
        {(describedBy) => (
          <Textarea
            id={reasonId}
            aria-describedby={describedBy}
            maxLength={maxLength}
            className="min-h-16 bg-white"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={pending || !ready}>
          Enviar recusa
        </Button>
        <Button size="sm" variant="outline" onClick={onBack}>
          Voltar
        </Button>
      </div>
    </form>
  );
}
