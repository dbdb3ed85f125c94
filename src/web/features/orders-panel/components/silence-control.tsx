import { useState } from 'react';
import { formatTime } from '../../../../domain/format/format';
import {
  type RingSilence,
  SILENCE_CHOICES,
  SILENCE_LABELS,
  type SilenceChoice,
} from '../../../../domain/orders/ring-silence';
import { Button } from '../../../components/ui/button';

/** 'Som desligado até 15:40' or '… até o próximo pedido': what the panel says while the ring is silent. */
export function soundOffText(silence: RingSilence, timeZone?: string): string {
  return silence.heard
    ? 'Som desligado até o próximo pedido.'
    : `Som desligado até ${formatTime(new Date(silence.until), timeZone)}.`;
}

interface SilenceControlProps {
  silence: RingSilence | null;
  /** 'Até o fim do turno' is offered only while the restaurant is inside an opening period. */
  hasShift: boolean;
  onSilence(choice: SilenceChoice): void;
  onSoundOn(): void;
}

/** 'Silenciar', then for how long; while silent, 'Ativar som'. */
export function SilenceControl({ silence, hasShift, onSilence, onSoundOn }: SilenceControlProps) {
  const [choosing, setChoosing] = useState(false);
  if (silence)
    return (
      <Button variant="outline" size="sm" onClick={onSoundOn}>
        Ativar som
      </Button>
    );
  if (!choosing)
    return (
      <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
        Silenciar
      </Button>
    );
  const choices = SILENCE_CHOICES.filter((choice) => hasShift || choice !== 'shift-end');
  return (
    <fieldset className="flex w-full flex-wrap items-center gap-2">
      <legend className="sr-only">Silenciar por quanto tempo?</legend>
      {choices.map((choice) => (
        <Button
          key={choice}
          variant="outline"
          size="sm"
          onClick={() => {
            setChoosing(false);
            onSilence(choice);
          }}
        >
          {SILENCE_LABELS[choice]}
        </Button>
      ))}
      <Button variant="ghost" size="sm" onClick={() => setChoosing(false)}>
        Voltar
      </Button>
    </fieldset>
  );
}
