/**
 * The WhatsApp Cloud API over plain fetch (decision 0020): the phone number's fields, the message
 * templates of a WhatsApp Business account, template messages, and one free-form text: outside 24 h
 * of the diner's last message only approved templates may be sent, so order updates and codes are
 * templates; the only text is the reply confirming an opt-out, sent within the window the diner's
 * own message opened.
 */
import { TEMPLATE_LANGUAGE, type TemplateDefinition } from '../../../domain/whatsapp/whatsapp-templates';

export const GRAPH_API_VERSION = 'v23.0';
const TIMEOUT_MS = 15_000;

export interface GraphCredentials {
  baseUrl: string;
  accessToken: string;
  /** GRAPH_API_VERSION; GRAPH_API_VERSION above when not given. */
  version?: string;
}

/** Graph's error body `{error: {message, type, code, error_subcode, error_data, fbtrace_id}}`. */
export class GraphApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number | undefined,
    message: string,
    /** True when the request never reached the API (so resending cannot duplicate a message). */
    readonly notDelivered = false,
  ) {
    super(message);
  }
}

/** Connection errors that prove the request was never received. */
const NOT_SENT_CAUSES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

async function call<T>(credentials: GraphCredentials, method: 'GET' | 'POST', path: string, body?: object) {
  const version = credentials.version ?? GRAPH_API_VERSION;
  const url = `${credentials.baseUrl.replace(/\/$/, '')}/${version}/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        ...(credentials.accessToken && { authorization: `Bearer ${credentials.accessToken}` }),
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new GraphApiError(0, undefined, 'WhatsApp indisponível', NOT_SENT_CAUSES.has(cause ?? ''));
  }
  const json = (await response.json().catch(() => ({}))) as T & {
    error?: { message?: string; code?: number };
  };
  if (!response.ok || json.error)
    throw new GraphApiError(
      response.status,
      json.error?.code,
      json.error?.message ?? `HTTP ${response.status}`,
    );
  return json as T;
}

export interface PhoneNumberInfo {
  id: string;
  display_phone_number?: string;
  verified_name?: string;
  quality_rating?: string;
  /**
   * The business portfolio's messaging limit (TIER_250, TIER_2K, TIER_10K, TIER_100K, unlimited).
   * "The `messaging_limit_tier` field … has been deprecated. Request the
   * `whatsapp_business_manager_messaging_limit` field instead" (developers.facebook.com/
   * documentation/business-messaging/whatsapp/messaging-limits): only the new field is asked for.
   */
  whatsapp_business_manager_messaging_limit?: string;
}

export function getPhoneNumber(credentials: GraphCredentials, phoneNumberId: string) {
  const fields =
    'display_phone_number,verified_name,quality_rating,whatsapp_business_manager_messaging_limit';
  return call<PhoneNumberInfo>(credentials, 'GET', `${encodeURIComponent(phoneNumberId)}?fields=${fields}`);
}

export interface TemplateInfo {
  id: string;
  name: string;
  status: string;
  category: string;
  language?: string;
}

export function createTemplate(credentials: GraphCredentials, wabaId: string, template: TemplateDefinition) {
  return call<{ id: string; status: string; category: string }>(
    credentials,
    'POST',
    `${encodeURIComponent(wabaId)}/message_templates`,
    {
      name: template.name,
      language: TEMPLATE_LANGUAGE,
      category: template.category,
      components: template.components,
    },
  );
}

export async function listTemplates(credentials: GraphCredentials, wabaId: string): Promise<TemplateInfo[]> {
  const page = await call<{ data: TemplateInfo[] }>(
    credentials,
    'GET',
    `${encodeURIComponent(wabaId)}/message_templates?fields=name,status,category,language&limit=100`,
  );
  return page.data ?? [];
}

export interface SendTemplateInput {
  phoneNumberId: string;
  to: string;
  templateName: string;
  components: object[];
}

/** `POST /{phone-number-id}/messages` with `type: "template"`; answers the message id (wamid). */
export async function sendTemplate(credentials: GraphCredentials, input: SendTemplateInput): Promise<string> {
  const answer = await call<{ messages?: { id: string }[] }>(
    credentials,
    'POST',
    `${encodeURIComponent(input.phoneNumberId)}/messages`,
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: input.to,
      type: 'template',
      template: {
        name: input.templateName,
        language: { code: TEMPLATE_LANGUAGE },
        components: input.components,
      },
    },
  );
  const id = answer.messages?.[0]?.id;
  if (!id) throw new GraphApiError(200, undefined, 'resposta sem id de mensagem');
  return id;
}

/** `POST /{phone-number-id}/messages` with `type: "text"`: only inside the 24-hour window. */
export async function sendText(
  credentials: GraphCredentials,
  input: { phoneNumberId: string; to: string; body: string },
): Promise<string> {
  const answer = await call<{ messages?: { id: string }[] }>(
    credentials,
    'POST',
    `${encodeURIComponent(input.phoneNumberId)}/messages`,
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: input.to,
      type: 'text',
      text: { preview_url: false, body: input.body },
    },
  );
  const id = answer.messages?.[0]?.id;
  if (!id) throw new GraphApiError(200, undefined, 'resposta sem id de mensagem');
  return id;
}

/**
 * Embedded Signup, server to server (decision 0067; developers.facebook.com/docs/whatsapp/
 * embedded-signup/onboarding-customers-as-a-tech-provider): the code FB.login returned is exchanged,
 * with the app's id and secret, for the business's own token ("business integration system user
 * access token"). The code is good for a short while and once.
 */
export async function exchangeSignupCode(
  graph: { baseUrl: string; version?: string },
  app: { appId: string; appSecret: string },
  code: string,
): Promise<string> {
  const query = new URLSearchParams({ client_id: app.appId, client_secret: app.appSecret, code });
  const answer = await call<{ access_token?: string }>(
    { ...graph, accessToken: '' },
    'GET',
    `oauth/access_token?${query}`,
  );
  if (!answer.access_token) throw new GraphApiError(200, undefined, 'resposta sem access_token');
  return answer.access_token;
}

/** `POST /<WABA_ID>/subscribed_apps`: the business account's webhooks (statuses, SAIR) reach our app. */
export function subscribeApp(credentials: GraphCredentials, wabaId: string) {
  return call<{ success: boolean }>(credentials, 'POST', `${encodeURIComponent(wabaId)}/subscribed_apps`);
}

/**
 * `POST /<PHONE_NUMBER_ID>/register` {messaging_product, pin}: the number joins the Cloud API; `pin`
 * becomes its two-step verification PIN, or must be the one it already has (error 133005).
 */
export function registerPhone(credentials: GraphCredentials, phoneNumberId: string, pin: string) {
  return call<{ success: boolean }>(credentials, 'POST', `${encodeURIComponent(phoneNumberId)}/register`, {
    messaging_product: 'whatsapp',
    pin,
  });
}

/** Meta's "Two step verification PIN mismatch": the number already has a PIN we do not know. */
export const PIN_MISMATCH = 133005;
