import { type FormEvent, useState } from 'react';
import { formatDecimalInput } from '../../../../domain/format/decimal-input';
import { loyaltySettingsSchema } from '../../../../domain/loyalty/loyalty.schemas';
import type { LoyaltySettingsView } from '../../../../domain/loyalty/loyalty-api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { NumberInput } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useSaveLoyaltySettings } from '../api/save-loyalty-settings';
import { EffectiveReturnNote } from './effective-return-note';
import { type SettingsField as Field, SETTINGS_FIELDS } from './loyalty-settings-fields';

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
    pointsPerReal: formatDecimalInput(settings.pointsPerReal),
    pointsForRedemption: String(settings.pointsForRedemption),
    discountValue: formatDecimalInput(settings.discountValue, 2),
    bonusPointsPerOrder: String(settings.bonusPointsPerOrder),
    birthdayBonus: String(settings.birthdayBonus),
    referralBonus: String(settings.referralBonus),
  });
  const [combine, setCombine] = useState(settings.allowCouponWithPoints);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...values, allowCouponWithPoints: combine };
    const parsed = loyaltySettingsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(body, {
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
          {SETTINGS_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`loyalty-${field.name}`}
              label={field.label}
              hint={field.hint}
              error={errors[field.name]}
            >
              {(describedBy) => (
                <NumberInput
                  id={`loyalty-${field.name}`}
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
          <EffectiveReturnNote
            pointsPerReal={values.pointsPerReal}
            pointsForRedemption={values.pointsForRedemption}
            discountValue={values.discountValue}
          />
          <div className="flex items-start gap-3">
            <Checkbox
              id="loyalty-allowCouponWithPoints"
              checked={combine}
              onCheckedChange={(checked) => setCombine(checked === true)}
              aria-describedby="loyalty-allowCouponWithPoints-hint"
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="loyalty-allowCouponWithPoints" className="text-sm font-medium text-stone-900">
                Permitir cupom e pontos no mesmo pedido
              </label>
              <p id="loyalty-allowCouponWithPoints-hint" className="text-sm text-stone-600">
                Desmarcado, o cliente escolhe entre usar um cupom ou seus pontos.
              </p>
            </div>
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar configurações'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
