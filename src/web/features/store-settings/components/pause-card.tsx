import { useState } from 'react';
import { formatNextOpening } from '../../../../domain/cart/closed-notice';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useSetPause } from '../api/set-pause';
import { notifyFailed } from './notify';

const QUICK_PAUSES = [
  { label: '15 minutos', minutes: 15 },
  { label: '30 minutos', minutes: 30 },
  { label: '1 hora', minutes: 60 },
];

interface PauseCardProps {
  restaurantId: string;
  pausedUntil: string | null;
}

/** 'Pausar pedidos': the kitchen is overwhelmed or an ingredient ran out; the menu stays visible. */
export function PauseCard({ restaurantId, pausedUntil }: PauseCardProps) {
  const pause = useSetPause(restaurantId);
  const [until, setUntil] = useState('');

  const pauseUntil = (moment: Date) =>
    pause.mutate(moment.toISOString(), {
      onSuccess: () =>
        toast({ title: 'Pedidos pausados', description: `Voltam ${formatNextOpening(moment)}.` }),
      onError: notifyFailed,
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pausar pedidos</CardTitle>
        <CardDescription>
          O cardápio continua visível, mas ninguém consegue enviar pedidos até o horário escolhido.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pausedUntil ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold text-amber-950">
              Pausado até {formatNextOpening(new Date(pausedUntil))}.
            </p>
            <Button
              disabled={pause.isPending}
              onClick={() =>
                pause.mutate(null, {
                  onSuccess: () => toast({ title: 'Pedidos retomados!' }),
                  onError: notifyFailed,
                })
              }
            >
              Retomar pedidos
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              {QUICK_PAUSES.map(({ label, minutes }) => (
                <Button
                  key={minutes}
                  variant="outline"
                  disabled={pause.isPending}
                  onClick={() => pauseUntil(new Date(Date.now() + minutes * 60_000))}
                >
                  Pausar por {label}
                </Button>
              ))}
            </div>
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (until) pauseUntil(new Date(until));
              }}
            >
              <FormField id="pause-until" label="Ou pausar até">
                {() => (
                  <Input
                    id="pause-until"
                    type="datetime-local"
                    required
                    value={until}
                    onChange={(event) => setUntil(event.target.value)}
                  />
                )}
              </FormField>
              <Button type="submit" disabled={pause.isPending || !until}>
                Pausar pedidos
              </Button>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
