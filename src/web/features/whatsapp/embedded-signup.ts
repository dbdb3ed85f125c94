/**
 * Meta's Embedded Signup in the owner's browser (decision 0067): Meta's JavaScript SDK, FB.login
 * with Comanda's configuration, and the popup's WA_EMBEDDED_SIGNUP messages
 * (developers.facebook.com/documentation/business-messaging/whatsapp/embedded-signup/implementation
 * and …/errors): FINISH or FINISH_ONLY_WABA carry the business account and, when there is one, the
 * number; CANCEL names the step where the owner gave up. FB.login's callback carries the code.
 * Meta does not promise which of the two arrives first, so the session waits for both.
 */

export interface EmbeddedSignupConfig {
  appId: string;
  configId: string;
  sdkUrl: string;
  messageOrigins: string[];
}

export type SignupMessage =
  | { event: 'finish'; wabaId: string; phoneNumberId?: string }
  | { event: 'cancel'; step: string };

/** A `message` event read as Meta's, or null when it is not one from an allowed origin. */
export function readSignupMessage(
  origin: string,
  data: unknown,
  allowedOrigins: string[],
): SignupMessage | null {
  if (!allowedOrigins.includes(origin) || typeof data !== 'string') return null;
  let parsed: { type?: unknown; event?: unknown; data?: Record<string, unknown> };
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (parsed?.type !== 'WA_EMBEDDED_SIGNUP') return null;
  const fields = parsed.data ?? {};
  const id = (value: unknown) => (typeof value === 'string' && /^\d{5,30}$/.test(value) ? value : undefined);
  if (parsed.event === 'FINISH' || parsed.event === 'FINISH_ONLY_WABA') {
    const wabaId = id(fields.waba_id);
    if (!wabaId) return null;
    const phoneNumberId = parsed.event === 'FINISH' ? id(fields.phone_number_id) : undefined;
    return phoneNumberId ? { event: 'finish', wabaId, phoneNumberId } : { event: 'finish', wabaId };
  }
  if (parsed.event === 'CANCEL')
    return { event: 'cancel', step: typeof fields.current_step === 'string' ? fields.current_step : '' };
  return null;
}

/**
 * Where the owner stopped, in Portuguese. Meta's page shows `BUSINESS_ACCOUNT_SELECTION` and does not
 * list the other steps, so they are told apart by what their names say.
 */
export function cancelledMessage(step: string): string {
  const name = step.toUpperCase();
  const where = name.includes('VERIF')
    ? 'na verificação do número'
    : name.includes('PHONE')
      ? 'no cadastro do número'
      : name.includes('PROFILE')
        ? 'no perfil do WhatsApp'
        : name.includes('BUSINESS') || name.includes('WABA') || name.includes('ACCOUNT')
          ? 'na escolha da conta comercial'
          : 'antes de concluir';
  return `Conexão cancelada ${where}. Clique em “Conectar WhatsApp” para tentar de novo.`;
}

type FacebookLoginResponse = { authResponse?: { code?: string } | null };
interface FacebookSdk {
  init(options: { appId: string; autoLogAppEvents?: boolean; xfbml?: boolean; version: string }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: object): void;
}
declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** How long the code waits for the session's message before the attempt is given up. */
const SESSION_WAIT_MS = 10_000;

/** The Graph version FB.init names; the server's calls use their own (GRAPH_API_VERSION). */
const SDK_GRAPH_VERSION = 'v23.0';
let loading: Promise<FacebookSdk> | null = null;

/** Loads Meta's SDK once per page and initializes it with Comanda's app. */
export function loadFacebookSdk(config: EmbeddedSignupConfig): Promise<FacebookSdk> {
  if (loading) return loading;
  loading = new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      const sdk = window.FB;
      if (!sdk) return reject(new Error('sdk'));
      sdk.init({ appId: config.appId, autoLogAppEvents: true, xfbml: false, version: SDK_GRAPH_VERSION });
      resolve(sdk);
    };
    const script = document.createElement('script');
    script.src = config.sdkUrl;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      loading = null;
      reject(new Error('sdk'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type SignupOutcome =
  | { kind: 'finished'; code: string; wabaId: string; phoneNumberId?: string }
  | { kind: 'cancelled'; message: string };

/**
 * Opens Meta's popup (call it from the click itself, so the browser allows the window) and settles
 * once both the code and the session's message arrived, or the owner gave up.
 */
export function runEmbeddedSignup(sdk: FacebookSdk, config: EmbeddedSignupConfig): Promise<SignupOutcome> {
  return new Promise((resolve) => {
    let code: string | null | undefined;
    let session: SignupMessage | undefined;
    const settle = () => {
      if (session?.event === 'cancel')
        return done({ kind: 'cancelled', message: cancelledMessage(session.step) });
      if (code === null && session)
        return done({ kind: 'cancelled', message: 'Conexão cancelada antes de concluir. Tente de novo.' });
      if (code && session?.event === 'finish') done({ kind: 'finished', code, ...withoutEvent(session) });
    };
    const onMessage = (event: MessageEvent) => {
      const message = readSignupMessage(event.origin, event.data, config.messageOrigins);
      if (!message) return;
      session = message;
      settle();
    };
    let settled = false;
    const done = (outcome: SignupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      resolve(outcome);
    };
    window.addEventListener('message', onMessage);
    sdk.login(
      (response) => {
        code = response.authResponse?.code ?? null;
        // The session's message may still be on its way when the code arrives without it.
        if (session) return settle();
        setTimeout(() => {
          if (session) return;
          done({
            kind: 'cancelled',
            message:
              code === null
                ? 'Conexão cancelada antes de concluir. Tente de novo.'
                : 'A Meta não informou a conta conectada. Tente de novo.',
          });
        }, SESSION_WAIT_MS);
      },
      {
        config_id: config.configId,
        response_type: 'code',
        override_default_response_type: true,
        extras: { setup: {}, featureType: '', version: 'v4' },
      },
    );
  });
}

function withoutEvent(message: Extract<SignupMessage, { event: 'finish' }>) {
  return message.phoneNumberId
    ? { wabaId: message.wabaId, phoneNumberId: message.phoneNumberId }
    : { wabaId: message.wabaId };
}
