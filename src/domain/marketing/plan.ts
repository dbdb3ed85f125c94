/**
 * The plan and the landing page's figures (specification sections 1 and 9). The savings example
 * is computed from these constants rather than typed as text, so a price change updates every page.
 */
import type { Cents } from '../money/money';
import { percentOf } from '../money/money';

export const TRIAL_DAYS = 7;
export const PLAN_PRICE_CENTS: Cents = 3998;
export const PLAN_REFERENCE_PRICE_CENTS: Cents = 19990;

export const PLAN = {
  id: 'comanda-mensal',
  name: 'Comanda Completo',
  description: 'Todas as funcionalidades, pedidos ilimitados, sem comissão e sem taxa de adesão.',
  priceCents: PLAN_PRICE_CENTS,
  features: [
    'Cardápio digital com QR Code por mesa',
    'Pedidos direto no WhatsApp do restaurante',
    'Programa de fidelidade com descontos automáticos',
    'Painel de pedidos em tempo real',
    'Rastreamento de pedidos pelo telefone',
    'Relatórios de vendas e produtos mais vendidos',
    'Controle de estoque, fornecedores e compras',
    'Integração com iFood e outras plataformas',
    'Pedidos ilimitados, sem comissão',
    'Sem taxa de adesão, cancele quando quiser',
  ],
} as const;

/** Commission range the home page compares against, and the rates the plan screen cites. */
export const COMMISSION_RANGE = { min: 12, max: 30 } as const;
export const COMPETITOR_RATES = [
  { name: 'App A', percent: 27 },
  { name: 'App B', percent: 25 },
  { name: 'App C', percent: 23 },
] as const;

export interface SavingsExample {
  orders: number;
  averageTicketCents: Cents;
  revenueCents: Cents;
  feePercent: number;
  feesCents: Cents;
  planCents: Cents;
  keptCents: Cents;
  savingsCents: Cents;
}

/** 100 orders x R$ 50 = R$ 5.000; 25% = R$ 1.250; kept R$ 4.960,02; saved R$ 1.210,02. */
export function savingsExample(
  orders = 100,
  averageTicketCents: Cents = 5000,
  feePercent = 25,
  planCents: Cents = PLAN_PRICE_CENTS,
): SavingsExample {
  const revenueCents = orders * averageTicketCents;
  const feesCents = percentOf(revenueCents, feePercent);
  return {
    orders,
    averageTicketCents,
    revenueCents,
    feePercent,
    feesCents,
    planCents,
    keptCents: revenueCents - planCents,
    savingsCents: feesCents - planCents,
  };
}

/** What a commission would cost on a monthly revenue, and the saving against the plan. */
export function commissionSavings(
  revenueCents: Cents,
  feePercent: number,
): { feeCents: Cents; savingsCents: Cents } {
  const feeCents = percentOf(revenueCents, feePercent);
  return { feeCents, savingsCents: feeCents - PLAN_PRICE_CENTS };
}
