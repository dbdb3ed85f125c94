import { describe, expect, it } from 'vitest';
import { isOptOutMessage, optOutConfirmation } from './whatsapp-rules';

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
