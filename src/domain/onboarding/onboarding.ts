/**
 * The new owner's setup checklist (issue 20, item 13): what a restaurant needs before its first
 * diners, in the order an owner does it. The server decides each step from the restaurant's data;
 * the dashboard shows the list, each step linking to the panel tab that does it, until all are done
 * or the owner hides it. The answer's schema is here so the server declares it and the web reads it.
 */
import { z } from 'zod';

export const ONBOARDING_STEP_KEYS = [
  'menu',
  'hours',
  'delivery',
  'pix',
  'tables',
  'test-order',
  'share',
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

/** What each step asks, and the admin tab (its `?tab=` key) where the owner does it. */
export const ONBOARDING_STEPS: Record<OnboardingStepKey, { title: string; hint: string; tab: string }> = {
  menu: {
    title: 'Cadastre o cardápio com fotos',
    hint: 'Itens com foto vendem mais: cadastre pelo menos um com foto.',
    tab: 'menu-management',
  },
  hours: {
    title: 'Defina o horário de funcionamento',
    hint: 'Sem horário, o cardápio aparece sempre aberto.',
    tab: 'branding',
  },
  delivery: {
    title: 'Configure as zonas de entrega e taxas',
    hint: 'Bairros ou raio em km, com taxa e pedido mínimo.',
    tab: 'branding',
  },
  pix: {
    title: 'Cadastre sua chave PIX',
    hint: 'O cliente paga com o código PIX no valor exato do pedido.',
    tab: 'branding',
  },
  tables: {
    title: 'Defina as mesas e imprima os QR codes',
    hint: 'Informe o número de mesas em Visual e imprima os cartões de cada mesa.',
    tab: 'qr-code',
  },
  'test-order': {
    title: 'Faça um pedido de teste',
    hint: 'Peça pelo seu cardápio e acompanhe-o no painel.',
    tab: 'orders',
  },
  share: {
    title: 'Compartilhe o link do cardápio',
    hint: 'Envie o link aos clientes no WhatsApp e nas redes sociais.',
    tab: 'qr-code',
  },
};

export const onboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEP_KEYS),
  done: z.boolean(),
  /** What the server counted, e.g. '12 itens, 10 com foto'; null when there is nothing to say. */
  detail: z.string().nullable(),
});

export const onboardingSchema = z.object({
  steps: z.array(onboardingStepSchema),
  /** Every step done: the checklist is no longer shown. */
  complete: z.boolean(),
  /** The owner chose to hide the checklist before finishing it. */
  hidden: z.boolean(),
});
export type OnboardingView = z.infer<typeof onboardingSchema>;

export const onboardingHiddenSchema = z.object({
  hidden: z.boolean({ error: 'Informe se a lista deve ficar oculta' }),
});
