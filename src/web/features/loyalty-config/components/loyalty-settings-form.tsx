import { type FormEvent, useState } from 'react';
import { loyaltySettingsSchema } from '../../../../domain/loyalty/loyalty.schemas';
import type { LoyaltySettingsView } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useSaveLoyaltySettings } from '../api/save-loyalty-settings';

type Field = 'pointsPerReal' | 'pointsForRedemption' | 'discountValue' | 'bonusPointsPerOrder';

const FIELDS: { name: Field; label: string; step: string; min: string; hint: string }[] = [
  {
    name: 'pointsPerReal',
    label: 'Pontos por Real gasto',
    step: '0.1',
    min: '0',
    hint: 'Ex.: 1 ponto a cada R$ 1,00',
  },
  {
    name: 'pointsForRedemption',
    label: 'Pontos para resgate',
    step: '1',
    min: '1',
    hint: 'Pontos em cada bloco de desconto',
  },
  {
    name: 'discountValue',
    label: 'Valor do desconto (R$)',
    step: '0.01',
    min: '0',
    hint: 'Valor de cada bloco de pontos',
  },
  {
    name: 'bonusPointsPerOrder',
    label: 'Bônus por pedido',
    step: '1',
    min: '0',
    hint: 'Pontos extras em todo pedido entregue',
  },
];

/** The settings form: section 5's bounds here and on the server, 'Salvando...' while it saves. */
export function LoyaltySettingsForm({
  restaurantId,
  settings,
}: {
  restaurantId: string;
  settings: LoyaltySettingsView;
}) {
  const save = useSaveLoyaltySettings(restaurantId);
  const [values, setValues] = useState<Record<Field, string>>({
    pointsPerReal: String(Number(settings.pointsPerReal)),
    pointsForRedemption: String(settings.pointsForRedemption),
    discountValue: settings.discountValue,
    bonusPointsPerOrder: String(settings.bonusPointsPerOrder),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loyaltySettingsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: () => toast({ title: 'Configurações salvas!' }),
      onError: (error) =>
        toast({ title: 'Erro ao salvar', description: serverMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Configurações</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`loyalty-${field.name}`}
              label={field.label}
              hint={field.hint}
              error={errors[field.name]}
            >
              {(describedBy) => (
                <Input
                  id={`loyalty-${field.name}`}
                  type="number"
                  inputMode="decimal"
                  min={field.min}
                  step={field.step}
                  value={values[field.name]}
                  aria-describedby={describedBy}
                  aria-invalid={errors[field.name] ? true : undefined}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [field.name]: event.target.value }))
                  }
                />
              )}
            </FormField>
          ))}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar configurações'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
