/** The numeric inputs of the 'Fidelidade' form, with section 5's input bounds. */
export type SettingsField =
  | 'pointsPerReal'
  | 'pointsForRedemption'
  | 'discountValue'
  | 'bonusPointsPerOrder'
  | 'birthdayBonus'
  | 'referralBonus';

export const SETTINGS_FIELDS: {
  name: SettingsField;
  label: string;
  step: string;
  min: string;
  hint: string;
}[] = [
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
  {
    name: 'birthdayBonus',
    label: 'Bônus de aniversário',
    step: '1',
    min: '0',
    hint: 'Uma vez por ano, no primeiro pedido entregue no mês do aniversário',
  },
  {
    name: 'referralBonus',
    label: 'Bônus por indicação',
    step: '1',
    min: '0',
    hint: 'Para quem indicou, quando o primeiro pedido do indicado é entregue',
  },
];
