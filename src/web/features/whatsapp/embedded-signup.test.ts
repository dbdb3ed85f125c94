import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelledMessage, readSignupMessage, runEmbeddedSignup } from './embedded-signup';

const META = 'https://www.facebook.com';
const config = {
  appId: '1234567890123456',
  configId: '987654321098765',
  sdkUrl: 'https://connect.facebook.net/pt_BR/sdk.js',
  messageOrigins: [META, 'https://web.facebook.com'],
};
const finish = JSON.stringify({
  type: 'WA_EMBEDDED_SIGNUP',
  event: 'FINISH',
  data: { phone_number_id: '106540352242922', waba_id: '102290129340398' },
});

describe('readSignupMessage', () => {
  it('reads FINISH, FINISH_ONLY_WABA and CANCEL as Meta posts them', () => {
    expect(readSignupMessage(META, finish, config.messageOrigins)).toEqual({
      event: 'finish',
      wabaId: '102290129340398',
      phoneNumberId: '106540352242922',
    });
    const onlyWaba = JSON.stringify({
      type: 'WA_EMBEDDED_SIGNUP',
      event: 'FINISH_ONLY_WABA',
      data: { waba_id: '102290129340398' },
    });
    expect(readSignupMessage(META, onlyWaba, config.messageOrigins)).toEqual({
      event: 'finish',
      wabaId: '102290129340398',
    });
    const cancel = JSON.stringify({
      data: { current_step: 'BUSINESS_ACCOUNT_SELECTION' },
      type: 'WA_EMBEDDED_SIGNUP',
      event: 'CANCEL',
      version: 3,
    });
    expect(readSignupMessage(META, cancel, config.messageOrigins)).toEqual({
      event: 'cancel',
      step: 'BUSINESS_ACCOUNT_SELECTION',
    });
  });

  it('ignores other origins, other message types and ids that are not Meta’s digits', () => {
    expect(readSignupMessage('https://evil.example', finish, config.messageOrigins)).toBeNull();
    expect(readSignupMessage(META, '{"type":"OTHER"}', config.messageOrigins)).toBeNull();
    expect(readSignupMessage(META, 'not json', config.messageOrigins)).toBeNull();
    const forged = JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: { waba_id: '../x' } });
    expect(readSignupMessage(META, forged, config.messageOrigins)).toBeNull();
  });
});

describe('cancelledMessage', () => {
  it('says in Portuguese where the owner stopped', () => {
    expect(cancelledMessage('BUSINESS_ACCOUNT_SELECTION')).toBe(
      'Conexão cancelada na escolha da conta comercial. Clique em “Conectar WhatsApp” para tentar de novo.',
    );
    expect(cancelledMessage('PHONE_NUMBER_VERIFICATION')).toMatch(
      /^Conexão cancelada na verificação do número/,
    );
    expect(cancelledMessage('')).toMatch(/^Conexão cancelada antes de concluir/);
  });
});

describe('runEmbeddedSignup', () => {
  afterEach(() => vi.useRealTimers());

  const post = (data: string, origin = META) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it('opens FB.login with the configuration and settles with the code and the ids, in either order', async () => {
    const login = vi.fn((callback: (r: { authResponse: { code: string } }) => void, _options: object) => {
      callback({ authResponse: { code: 'AQBcode' } });
      post(finish);
    });
    const outcome = await runEmbeddedSignup({ init: vi.fn(), login }, config);
    expect(outcome).toEqual({
      kind: 'finished',
      code: 'AQBcode',
      wabaId: '102290129340398',
      phoneNumberId: '106540352242922',
    });
    expect(login.mock.calls[0]![1]).toEqual({
      config_id: config.configId,
      response_type: 'code',
      override_default_response_type: true,
      extras: { setup: {}, featureType: '', version: 'v4' },
    });
  });

  it('answers the cancelled step when the owner closes Meta’s window', async () => {
    const login = vi.fn((callback: (r: { authResponse: null }) => void, _options: object) => {
      post(
        JSON.stringify({
          type: 'WA_EMBEDDED_SIGNUP',
          event: 'CANCEL',
          data: { current_step: 'BUSINESS_ACCOUNT_SELECTION' },
        }),
      );
      callback({ authResponse: null });
    });
    expect(await runEmbeddedSignup({ init: vi.fn(), login }, config)).toEqual({
      kind: 'cancelled',
      message: cancelledMessage('BUSINESS_ACCOUNT_SELECTION'),
    });
  });
});
