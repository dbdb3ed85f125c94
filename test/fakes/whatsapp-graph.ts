/**
 * A fake of Meta's Graph API for the WhatsApp Cloud API: a real local HTTP server answering the
 * paths, fields, status codes and error shape Comanda uses, plus Meta's side of the webhooks
 * (deliveries signed with the app secret). Point GRAPH_API_BASE_URL at `fake.baseUrl`.
 *
 * Sources of each shape:
 * - `POST /{version}/{phone-number-id}/messages` request (messaging_product, recipient_type, to,
 *   type "template", template {name, language {code}, components}) and its answer
 *   `{messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid..."}]}`: Meta's
 *   WhatsApp-OTP-Sample-App (github.com/WhatsApp/WhatsApp-OTP-Sample-App, Server/server/app.js) and
 *   the send-message example of prismatic.io/docs/example-payloads/whatsapp/actions/sendMessage.json.
 * - Text sends `{messaging_product, recipient_type, to, type: "text", text {preview_url, body}}`,
 *   answered like template sends, allowed only within 24 h of the diner's last message: Meta's
 *   "Text messages" page as quoted by 360dialog's Cloud API docs (docs.360dialog.com, messaging/
 *   text-messages) and whatsapp-api-js's Text class. This fake does not enforce the window.
 * - Authentication template sends: body parameter = the code and a `button` component with
 *   `sub_type: "url"`, `index: "0"`, parameters [{type: "text", text: code}]: the same sample app.
 * - Template creation `POST /{waba-id}/message_templates` {name, language, category, components} →
 *   `{id, status, category}`, authentication components (BODY add_security_recommendation, FOOTER
 *   code_expiration_minutes, BUTTONS [{type: "OTP", otp_type: "COPY_CODE"}]), and the list
 *   `GET /{waba-id}/message_templates` → `{data: [{name, status, category, language, id}], paging}`:
 *   the sample app's listing loop and public clients of the endpoint; statuses APPROVED / PENDING /
 *   REJECTED as Meta names them.
 * - `GET /{phone-number-id}?fields=display_phone_number,verified_name,quality_rating,...`: Meta's
 *   WhatsAppPhoneNumber object (quality_rating GREEN / YELLOW / RED / UNKNOWN), as published in
 *   Meta's Business Management API reference; the messaging limit as
 *   `whatsapp_business_manager_messaging_limit` ("The `messaging_limit_tier` field … has been
 *   deprecated. Request the `whatsapp_business_manager_messaging_limit` field instead",
 *   developers.facebook.com/documentation/business-messaging/whatsapp/messaging-limits; steps 250,
 *   2,000, 10,000, 100,000, unlimited). The value `TIER_2K` is as public integrations show the field
 *   answered (issue 36 research dossier, §5.2). The deprecated field is not answered, and the fake
 *   answers only the fields the request names.
 * - Webhooks: `{object: "whatsapp_business_account", entry: [{id, changes: [{field: "messages",
 *   value: {messaging_product, metadata {display_phone_number, phone_number_id}, statuses | contacts
 *   + messages}}]}]}`; status items {id, status, timestamp, recipient_id, conversation?, pricing
 *   {billable, pricing_model, category}, errors [{code, title, message, error_data {details}}]};
 *   text messages {from, id, timestamp, type: "text", text {body}}: Meta's "Status messages webhook
 *   reference" (developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/
 *   reference/messages/status) and the PostData types of whatsapp-api-js (src/types.ts).
 *   Signature `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>` and the
 *   `hub.mode` / `hub.verify_token` / `hub.challenge` check: Meta's webhook docs as implemented
 *   by whatsapp-api-js.
 * - Errors `{error: {message, type, code, error_subcode?, error_data?, fbtrace_id}}`; 190 invalid
 *   token (OAuthException), 100 unknown object, 131047 "Re-engagement message" (more than 24 h since
 *   the diner's last message), 131026 "Message Undeliverable", 130429 "Rate limit hit"
 *   (throughput), 132001 "Template name does not exist in the translation": Meta's Cloud API error
 *   codes page as quoted by public clients. Meta's docs do not say which HTTP status accompanies
 *   each code; this fake answers 400 (401 for 190), as the public clients observe.
 * - Brazilian mobiles are named as WhatsApp names them: `from`, `wa_id` and `recipient_id` carry a
 *   mobile of area code 31 and above without its ninth digit ('553188887777' for +55 31 98888-7777),
 *   below 31 with it ('5511987654321'). Meta's webhook references only warn that "a WhatsApp user's
 *   phone number and ID may not always match" (webhooks/reference/messages/text and .../system);
 *   the rule by area code is the one documented by WhatsApp API providers: waha's "Brazilian Phone
 *   Numbers" (waha.devlike.pro/docs/apps/brazilian-phone-numbers: "DDD < 31 ... always use the
 *   9-digit form"; 5531988887777 registered as 553188887777), whapi.cloud's "Specifics of sending
 *   messages to numbers of different countries" (area codes 11–19, 21, 22, 24, 27, 28 with the 9,
 *   the others without) and Gupshup's "differences between the actual dial numbers and the one
 *   registered on WhatsApp, for region: Brazil". Sends are accepted with either form (the answer's
 *   `contacts[].wa_id` gives WhatsApp's), as those providers observe of the Cloud API.
 * - Template bodies (issue 36): a BODY whose text starts or ends with a variable ("variable +
 *   punctuation" at the end counts) is refused with code 100, error_subcode 2388299 "Leading or
 *   trailing params not allowed" (Meta's subcode as quoted in github.com/Jaal-Yantra-Textiles/v2/
 *   pull/2134; Twilio's call-to-action docs: "If the content template's body starts or ends with a
 *   variable, it won't be approved by WhatsApp. The same applies if two variables are placed next to
 *   each other. A sample variable is required."; support.maqsam.com on punctuation); variables must
 *   be numbered 1, 2, 3… with one example each (`example.body_text`, 360dialog's Template Elements
 *   page). A send whose body parameters do not match the template's variables is refused with
 *   132000 "Number of parameters does not match the expected number of params" (Meta's "WhatsApp
 *   error codes" page, developers.facebook.com/documentation/business-messaging/whatsapp/support/
 *   error-codes).
 * - Embedded Signup, Comanda as a Tech Provider (decision 0067), from developers.facebook.com/docs/
 *   whatsapp/embedded-signup/onboarding-customers-as-a-tech-provider: `GET /{version}/oauth/
 *   access_token?client_id&client_secret&code` → `{access_token}` (the business's own token, which
 *   reaches only that business's WABA and number); `POST /{waba-id}/subscribed_apps` → `{success:
 *   true}`; `POST /{phone-number-id}/register` {messaging_product: "whatsapp", pin} → `{success:
 *   true}`, the pin becoming the number's two-step PIN, or error 133005 "Two step verification PIN
 *   mismatch" when the number already has another (…/docs/whatsapp/cloud-api/reference/registration;
 *   the error codes page). A number not registered cannot send: 133010 "Account not registered"
 *   (the error codes page). Docs do not show a refused code's error body: ours is a code-100
 *   OAuthException, as Graph answers invalid parameters.
 * - Meta's JavaScript SDK, served at `/sdk.js`, and the popup it opens at `/embedded-signup`. Meta's
 *   documented interface, kept: `window.fbAsyncInit` called once `FB` exists; `FB.init({appId,
 *   version, …})`; `FB.login(callback, {config_id, response_type: 'code',
 *   override_default_response_type: true, extras})` calling back with `{authResponse: {code}}` (or
 *   `authResponse: null` when the person gives up); the popup posting to its opener, as a JSON string
 *   from its own origin, `{type: "WA_EMBEDDED_SIGNUP", event: "FINISH" | "FINISH_ONLY_WABA", data:
 *   {phone_number_id, waba_id}}` or `{type: "WA_EMBEDDED_SIGNUP", event: "CANCEL", data:
 *   {current_step}, version}` (…/embedded-signup/implementation, …/embedded-signup/errors; `version`
 *   echoes the extras' version as a number). Ours, not Meta's: how the popup hands the code to the
 *   SDK (a `COMANDA_FAKE_FB_LOGIN` message; Meta's goes through its own redirect and frames), the
 *   popup's page itself (a list of the fake's businesses with 'Concluir' and 'Sem número' buttons, and
 *   'Cancelar'), and that it posts FINISH before the code (Meta does not promise an order).
 * Docs are silent on: the exact text of `message`/`details` (ours are short paraphrases), and
 * whether a status webhook for a template can lack `pricing` (this fake always includes it).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  id: string;
  to: string;
  /** The number it was sent from. */
  phoneNumberId: string;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; [k: string]: unknown }[];
    };
  };
}

/** A free-form text (only inside the 24-hour window; this fake does not track the window). */
export interface SentText {
  id: string;
  to: string;
  phoneNumberId: string;
  body: {
    messaging_product: string;
    to: string;
    type: 'text';
    text: { preview_url?: boolean; body: string };
  };
}

export interface FakeTemplate {
  id: string;
  /** The business account it belongs to. */
  wabaId: string;
  name: string;
  language: string;
  category: string;
  status: string;
  components: unknown[];
}

const ERRORS: Record<number, { title: string; details: string }> = {
  131047: {
    title: 'Re-engagement message',
    details: 'Message failed to send because more than 24 hours have passed since the customer last replied.',
  },
  131026: { title: 'Message Undeliverable', details: 'Unable to deliver message.' },
  130429: { title: 'Rate limit hit', details: 'Cloud API message throughput has been reached.' },
  132000: {
    title: 'Number of parameters does not match the expected number of params',
    details: 'body: number of localizable_params does not match the expected number of params',
  },
  132001: { title: 'Template name does not exist in the translation', details: 'template name not found' },
  133005: { title: 'Two step verification PIN mismatch', details: 'Two step verification PIN mismatch.' },
  133010: {
    title: 'Account not registered',
    details: 'The phone number is not registered on the Cloud API.',
  },
};

type BodyComponent = { type: string; text?: string; example?: { body_text?: string[][] } };

/** Why Meta refuses a template's body, or null (the rules quoted in the header). */
export function bodyRefusal(components: unknown[]): { subcode?: number; message: string } | null {
  const body = (components as BodyComponent[]).find((c) => c.type === 'BODY');
  if (!body?.text) return null;
  const text = body.text.trim();
  if (/^[\s\p{P}]*\{\{\d+\}\}/u.test(text) || /\{\{\d+\}\}[\s\p{P}]*$/u.test(text))
    return {
      subcode: 2388299,
      message:
        "Leading or trailing params not allowed: variables can't be at the start or end of the template",
    };
  if (/\{\{\d+\}\}\s*\{\{\d+\}\}/.test(text)) return { message: 'Adjacent params not allowed' };
  const numbers = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
  if (numbers.some((n, index) => n !== index + 1)) return { message: 'Params must be sequential' };
  if (numbers.length > 0 && body.example?.body_text?.[0]?.length !== numbers.length)
    return { message: 'Each param needs a sample value in example.body_text' };
  return null;
}

/** How many `{{n}}` a template's body has. */
function bodyParamCount(components: unknown[]): number {
  const body = (components as BodyComponent[]).find((c) => c.type === 'BODY');
  return body?.text ? [...body.text.matchAll(/\{\{\d+\}\}/g)].length : 0;
}

const fbtraceId = () => randomBytes(8).toString('base64url');

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function graphError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  type = 'OAuthException',
) {
  const known = ERRORS[code];
  send(res, status, {
    error: {
      message: known ? `(#${code}) ${known.title}` : message,
      type,
      code,
      ...(known && { error_data: { messaging_product: 'whatsapp', details: known.details } }),
      fbtrace_id: fbtraceId(),
    },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A phone as WhatsApp names it: a Brazilian mobile of area code 31 and above loses its ninth digit. */
export function whatsappIdOf(phone: string): string {
  const mobile = /^55([1-9][1-9])9(\d{8})$/.exec(phone);
  return mobile && Number(mobile[1]) >= 31 ? `55${mobile[1]}${mobile[2]}` : phone;
}

/**
 * Meta's JavaScript SDK, the part Embedded Signup uses (header): `FB.init`, `FB.login` opening the
 * popup, `fbAsyncInit` once loaded. The code comes back through our own message from the popup.
 */
function sdkScript(origin: string): string {
  return `(function () {
  var origin = ${JSON.stringify(origin)};
  var pending = null;
  var params = {};
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !pending) return;
    var data;
    try { data = JSON.parse(event.data); } catch (e) { return; }
    if (!data || data.type !== 'COMANDA_FAKE_FB_LOGIN') return;
    var callback = pending;
    pending = null;
    callback(data.code
      ? { status: 'connected', authResponse: { code: data.code, userID: '100000000000001', expiresIn: 0 } }
      : { status: 'unknown', authResponse: null });
  });
  window.FB = {
    init: function (options) { params = options || {}; },
    login: function (callback, options) {
      pending = callback;
      var query = new URLSearchParams({
        client_id: params.appId || '',
        config_id: options.config_id || '',
        response_type: options.response_type || '',
        override_default_response_type: String(options.override_default_response_type),
        extras: JSON.stringify(options.extras || {}),
        opener: window.location.origin
      });
      window.open(origin + '/embedded-signup?' + query.toString(), 'facebook_login', 'width=600,height=680');
    }
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The popup: pick a business (with or without its number), or cancel; posts as the header says. */
function popupPage(
  valid: boolean,
  choices: (FakeBusiness & { code: string })[],
  opener: string,
  extras: unknown,
): string {
  const version = Number(String((extras as { version?: string })?.version ?? '').replace(/^v/, '')) || 3;
  const rows = choices
    .map(
      (b) => `<li><strong>${escapeHtml(b.verifiedName)}</strong> ${escapeHtml(b.displayPhoneNumber)}
  <button data-code="${b.code}" data-waba="${b.wabaId}" data-phone="${b.phoneNumberId}">Concluir com ${escapeHtml(b.verifiedName)}</button>
  <button data-code="${b.code}" data-waba="${b.wabaId}">Sem número: ${escapeHtml(b.verifiedName)}</button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Facebook (fake)</title></head>
<body><h1>Embedded Signup (fake)</h1>
${valid ? `<ul>${rows}</ul>` : '<p>Configuração do login inválida.</p>'}
<button id="cancel">Cancelar</button>
<script>
  // Not named 'opener': a global var of that name would replace window.opener.
  var openerOrigin = ${JSON.stringify(opener)};
  function post(message) { window.opener.postMessage(JSON.stringify(message), openerOrigin); }
  function finish(code) { post({ type: 'COMANDA_FAKE_FB_LOGIN', code: code }); window.close(); }
  document.querySelectorAll('button[data-code]').forEach(function (button) {
    button.addEventListener('click', function () {
      var phone = button.getAttribute('data-phone');
      var data = { waba_id: button.getAttribute('data-waba') };
      if (phone) data.phone_number_id = phone;
      post({ type: 'WA_EMBEDDED_SIGNUP', event: phone ? 'FINISH' : 'FINISH_ONLY_WABA', data: data, version: ${version} });
      finish(button.getAttribute('data-code'));
    });
  });
  document.getElementById('cancel').addEventListener('click', function () {
    post({ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: { current_step: 'BUSINESS_ACCOUNT_SELECTION' }, version: ${version} });
    finish(null);
  });
</script></body></html>`;
}

export interface FakeWhatsAppOptions {
  appSecret?: string;
  accessToken?: string;
  /** Comanda's Meta app id and Embedded Signup configuration, as the operator sets them. */
  appId?: string;
  configId?: string;
  /** Templates are approved as soon as they are created (Meta usually takes minutes). */
  autoApprove?: boolean;
}

/** A business customer on Meta's side: its WABA, its number, the token its signup is exchanged for. */
export interface FakeBusiness {
  wabaId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
  verifiedName: string;
  token: string;
  /** The number's two-step verification PIN, once it has one. */
  pin: string | null;
  registered: boolean;
  subscribedApps: string[];
}

export async function startFakeWhatsAppGraph(options: FakeWhatsAppOptions = {}) {
  const appSecret = options.appSecret ?? 'fake-app-secret-123456';
  const appId = options.appId ?? '1234567890123456';
  const configId = options.configId ?? '987654321098765';
  const businesses: FakeBusiness[] = [];
  let businessSeq = 0;
  /** A business on Meta's side (Embedded Signup lets its owner pick it); the first is the default. */
  function addBusiness(
    extra: Partial<Pick<FakeBusiness, 'verifiedName' | 'displayPhoneNumber' | 'pin'>> = {},
  ) {
    const n = businessSeq++;
    const business: FakeBusiness = {
      wabaId: String(102290129340398 + n * 1000),
      phoneNumberId: String(106540352242922 + n * 1000),
      displayPhoneNumber: extra.displayPhoneNumber ?? `+55 11 4000-${String(1234 + n).padStart(4, '0')}`,
      verifiedName: extra.verifiedName ?? (n === 0 ? 'Pizzaria Bella' : `Restaurante ${n + 1}`),
      token: n === 0 && options.accessToken ? options.accessToken : `EAAG${randomBytes(24).toString('hex')}`,
      pin: extra.pin ?? null,
      registered: false,
      subscribedApps: [],
    };
    businesses.push(business);
    return business;
  }
  const first = addBusiness();
  const { phoneNumberId, wabaId, displayPhoneNumber, token: accessToken } = first;
  /** One-time codes FB.login handed out, each for the business its owner picked. */
  const codes = new Map<string, FakeBusiness>();
  const logins: {
    client_id: string | null;
    config_id: string | null;
    response_type: string | null;
    override_default_response_type: string | null;
    extras: unknown;
  }[] = [];
  const templates: FakeTemplate[] = [];
  const sent: SentMessage[] = [];
  const texts: SentText[] = [];
  const sendFailures: number[] = [];
  const requests: { method: string; path: string }[] = [];
  let idCounter = 1;
  let origin = '';

  const signupCode = (business: FakeBusiness) => {
    const code = `AQB${randomBytes(16).toString('hex')}`;
    codes.set(code, business);
    return code;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    if (url.pathname === '/sdk.js') {
      // Meta's snippet loads the SDK with crossorigin="anonymous"; its CDN answers with CORS allowed.
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      return res.end(sdkScript(origin));
    }
    if (url.pathname === '/embedded-signup') {
      const login = {
        client_id: url.searchParams.get('client_id'),
        config_id: url.searchParams.get('config_id'),
        response_type: url.searchParams.get('response_type'),
        override_default_response_type: url.searchParams.get('override_default_response_type'),
        extras: JSON.parse(url.searchParams.get('extras') ?? '{}') as unknown,
      };
      logins.push(login);
      const valid =
        login.client_id === appId && login.config_id === configId && login.response_type === 'code';
      const choices = businesses.map((b) => ({ ...b, code: signupCode(b) }));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(popupPage(valid, choices, url.searchParams.get('opener') ?? '*', login.extras));
    }
    if (url.pathname.endsWith('/oauth/access_token') && req.method === 'GET') {
      const business = codes.get(url.searchParams.get('code') ?? '');
      if (
        url.searchParams.get('client_id') !== appId ||
        url.searchParams.get('client_secret') !== appSecret ||
        !business
      )
        return graphError(res, 400, 100, 'Invalid verification code format.');
      codes.delete(url.searchParams.get('code') ?? '');
      return send(res, 200, { access_token: business.token, token_type: 'bearer' });
    }
    const caller = businesses.find((b) => req.headers.authorization === `Bearer ${b.token}`);
    if (!caller) return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    const [, , objectId, edge] = url.pathname.split('/');
    // A business's token reaches its own account and number only.
    const business = businesses.find((b) => b.phoneNumberId === objectId || b.wabaId === objectId);
    if (business !== caller)
      return graphError(
        res,
        400,
        100,
        `Unsupported ${req.method?.toLowerCase()} request. Object with ID '${objectId}' does not exist`,
        'GraphMethodException',
      );
    if (objectId === business.wabaId && edge === 'subscribed_apps' && req.method === 'POST') {
      if (!business.subscribedApps.includes(appId)) business.subscribedApps.push(appId);
      return send(res, 200, { success: true });
    }
    if (objectId === business.phoneNumberId && edge === 'register' && req.method === 'POST') {
      const body = JSON.parse(raw || '{}') as { messaging_product?: string; pin?: string };
      if (body.messaging_product !== 'whatsapp' || !/^\d{6}$/.test(body.pin ?? ''))
        return graphError(res, 400, 100, 'Invalid parameter');
      if (business.pin && business.pin !== body.pin) return graphError(res, 400, 133005, '');
      business.pin = body.pin ?? null;
      business.registered = true;
      return send(res, 200, { success: true });
    }
    if (objectId === business.phoneNumberId && !edge && req.method === 'GET') {
      const phone: Record<string, string> = {
        verified_name: business.verifiedName,
        display_phone_number: business.displayPhoneNumber,
        quality_rating: 'GREEN',
        whatsapp_business_manager_messaging_limit: 'TIER_2K',
      };
      // The Graph API answers the fields asked for, and the id.
      const asked = url.searchParams.get('fields')?.split(',') ?? Object.keys(phone);
      return send(res, 200, {
        ...Object.fromEntries(asked.filter((field) => field in phone).map((field) => [field, phone[field]])),
        id: business.phoneNumberId,
      });
    }
    if (objectId === business.wabaId && edge === 'message_templates') {
      if (req.method === 'GET')
        return send(res, 200, {
          data: templates
            .filter((t) => t.wabaId === business.wabaId)
            .map(({ name, status, category, language, id }) => ({
              name,
              status,
              category,
              language,
              id,
            })),
          paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } },
        });
      const body = JSON.parse(raw) as Omit<FakeTemplate, 'id' | 'status'>;
      const refusal = bodyRefusal(body.components ?? []);
      if (refusal)
        return send(res, 400, {
          error: {
            message: 'Invalid parameter',
            type: 'OAuthException',
            code: 100,
            ...(refusal.subcode && { error_subcode: refusal.subcode }),
            error_user_msg: refusal.message,
            fbtrace_id: fbtraceId(),
          },
        });
      const template: FakeTemplate = {
        ...body,
        wabaId: business.wabaId,
        id: String(594425479261596 + idCounter++),
        status: options.autoApprove ? 'APPROVED' : 'PENDING',
      };
      templates.push(template);
      return send(res, 200, { id: template.id, status: template.status, category: template.category });
    }
    if (objectId === business.phoneNumberId && edge === 'messages' && req.method === 'POST') {
      const body = JSON.parse(raw) as SentMessage['body'] | SentText['body'];
      if (!business.registered) return graphError(res, 400, 133010, '');
      const failure = sendFailures.shift();
      if (failure) return graphError(res, 400, failure, '');
      if (body.type === 'text') {
        const text = body as SentText['body'];
        const id = `wamid.HBgN${randomBytes(12).toString('hex').toUpperCase()}`;
        texts.push({ id, to: text.to, phoneNumberId: business.phoneNumberId, body: text });
        return send(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: text.to, wa_id: whatsappIdOf(text.to) }],
          messages: [{ id }],
        });
      }
      if (!('template' in body)) return graphError(res, 400, 100, 'Invalid parameter');
      const template = templates.find(
        (item) => item.name === body.template?.name && item.wabaId === business.wabaId,
      );
      if (template?.status !== 'APPROVED') return graphError(res, 400, 132001, '');
      if (template.category !== 'AUTHENTICATION') {
        const sentBody = body.template.components?.find((c) => c.type === 'body') as
          | { parameters?: unknown[] }
          | undefined;
        if ((sentBody?.parameters?.length ?? 0) !== bodyParamCount(template.components))
          return graphError(res, 400, 132000, '');
      }
      const id = `wamid.HBgN${randomBytes(12).toString('hex').toUpperCase()}`;
      sent.push({ id, to: body.to, phoneNumberId: business.phoneNumberId, body });
      return send(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: whatsappIdOf(body.to) }],
        messages: [{ id }],
      });
    }
    return graphError(
      res,
      400,
      100,
      `Unsupported ${req.method?.toLowerCase()} request. Object with ID '${objectId}' does not exist`,
      'GraphMethodException',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const envelope = (value: object, to: FakeBusiness = first) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: to.wabaId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: to.displayPhoneNumber.replace(/\D/g, ''),
                phone_number_id: to.phoneNumberId,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });

  const businessOf = (phoneNumberIdOfMessage: string) =>
    businesses.find((b) => b.phoneNumberId === phoneNumberIdOfMessage) ?? first;

  return {
    baseUrl: origin,
    /** Meta's JavaScript SDK as the fake serves it (WHATSAPP_SDK_URL). */
    sdkUrl: `${origin}/sdk.js`,
    appSecret,
    appId,
    configId,
    accessToken,
    phoneNumberId,
    wabaId,
    displayPhoneNumber,
    businesses,
    addBusiness,
    /** A code FB.login would return after the owner picked this business (one use). */
    signupCode,
    /** Every FB.login the popup saw: the options it was opened with. */
    logins,
    templates,
    sent,
    texts,
    requests,
    /** Approves every template, as Meta's review eventually does. */
    approveAll() {
      for (const template of templates) template.status = 'APPROVED';
    },
    /**
     * The one-time code in the last AUTHENTICATION template sent to `to`, as the diner reads it: the
     * body parameter, which the copy-code button (button 0) repeats; undefined until one is sent.
     */
    codeSentTo(to: string): string | undefined {
      const message = sent
        .filter((m) => m.to === to)
        .filter(
          (m) =>
            templates.find(
              (t) => t.name === m.body.template.name && t.wabaId === businessOf(m.phoneNumberId).wabaId,
            )?.category === 'AUTHENTICATION',
        )
        .at(-1);
      if (!message) return undefined;
      type Component = { type: string; index?: string; parameters?: { text?: string }[] };
      const components = message.body.template.components as Component[];
      const body = components.find((c) => c.type === 'body')?.parameters?.[0]?.text;
      const button = components.find((c) => c.type === 'button' && c.index === '0')?.parameters?.[0]?.text;
      if (!body || body !== button)
        throw new Error(
          `authentication template without the code in body and button: ${JSON.stringify(components)}`,
        );
      return body;
    },
    /** The next sends are refused with these Graph error codes, in order. */
    failNextSends(...codes: number[]) {
      sendFailures.push(...codes);
    },
    /** A status webhook body for one of our messages. */
    statusPayload(
      message: { id: string; to: string; phoneNumberId?: string },
      status: 'sent' | 'delivered' | 'read' | 'failed',
      extra: { errorCode?: number; category?: string } = {},
    ) {
      const error = extra.errorCode ? ERRORS[extra.errorCode] : undefined;
      return envelope(
        {
          statuses: [
            {
              id: message.id,
              status,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: whatsappIdOf(message.to),
              ...(status !== 'failed' && {
                pricing: {
                  billable: true,
                  pricing_model: 'PMP',
                  type: 'regular',
                  category: extra.category ?? 'utility',
                },
              }),
              ...(status === 'failed' && {
                errors: [
                  {
                    code: extra.errorCode ?? 131026,
                    title: error?.title ?? 'Message Undeliverable',
                    message: error?.title ?? 'Message Undeliverable',
                    error_data: { details: error?.details ?? 'Unable to deliver message.' },
                  },
                ],
              }),
            },
          ],
        },
        businessOf(message.phoneNumberId ?? phoneNumberId),
      );
    },
    /** A webhook body for a text a diner wrote to the number (`from` as WhatsApp names the phone). */
    incomingText(phone: string, text: string, to: FakeBusiness = first) {
      const from = whatsappIdOf(phone);
      return envelope(
        {
          contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
          messages: [
            {
              from,
              id: `wamid.${randomBytes(12).toString('hex')}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: 'text',
              text: { body: text },
            },
          ],
        },
        to,
      );
    },
    /** Headers Meta sends with a delivery: the signature over these exact bytes. */
    sign(body: string, secret = appSecret) {
      return {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      };
    },
    /** POSTs a delivery to a URL the way Meta does. */
    async deliver(url: string, payload: object) {
      const body = JSON.stringify(payload);
      return fetch(url, { method: 'POST', headers: this.sign(body), body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWhatsAppGraph = Awaited<ReturnType<typeof startFakeWhatsAppGraph>>;
