import { describe, expect, it } from 'vitest';
import { isOptOutMessage, optOutConfirmation, tierLimit } from './whatsapp-rules';

describe('opt-out words', () => {
  it.each([
    'SAIR',
    ' Sair\n',
    'sair.',
    'Parar!',
    'PARAR!!!',
    'stop',
    'Stop 🛑',
    '🛑 STOP',
    '🙏🏽 cancelar 🙏🏽',
    'Descadastrar',
    '"sair"',
    '...DESCADASTRAR?!',
    '👋 sair 👋🏻',
  ])('%j opts out', (text) => {
    expect(isOptOutMessage(text)).toBe(true);
  });

  it.each([
    'sair agora',
    'quero cancelar o pedido',
    'não quero parar de pedir',
    'sairr',
    'S A I R',
    'obrigado',
    '',
    '🛑',
  ])('%j does not', (text) => {
    expect(isOptOutMessage(text)).toBe(false);
  });

  it('confirms the opt-out naming the restaurant', () => {
    expect(optOutConfirmation('Pizzaria Bella')).toBe(
      'Pronto: você não vai mais receber mensagens de Pizzaria Bella por este WhatsApp.',
    );
  });
});

describe("the business portfolio's messaging limit", () => {
  it.each([
    ['TIER_250', 250],
    ['TIER_2K', 2_000],
    ['TIER_10K', 10_000],
    ['TIER_100K', 100_000],
    ['TIER_1K', 1_000],
  ])('%s caps at %i diners a day', (tier, limit) => {
    expect(tierLimit(tier)).toBe(limit);
  });

  it.each(['TIER_UNLIMITED', 'UNLIMITED', null, undefined])('%s has no cap', (tier) => {
    expect(tierLimit(tier)).toBeNull();
  });
});
