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
 * Docs are silent on: the exact text of `message`/`details` (ours are short paraphrases), and
 * whether a status webhook for a template can lack `pricing` (this fake always includes it).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  id: string;
  to: string;
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
  body: {
    messaging_product: string;
    to: string;
    type: 'text';
    text: { preview_url?: boolean; body: string };
  };
}

export interface FakeTemplate {
  id: string;
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

export interface FakeWhatsAppOptions {
  appSecret?: string;
  accessToken?: string;
  /** Templates are approved as soon as they are created (Meta usually takes minutes). */
  autoApprove?: boolean;
}

export async function startFakeWhatsAppGraph(options: FakeWhatsAppOptions = {}) {
  const appSecret = options.appSecret ?? 'fake-app-secret-123456';
  const accessToken = options.accessToken ?? `EAAG${randomBytes(24).toString('hex')}`;
  const phoneNumberId = '106540352242922';
  const wabaId = '102290129340398';
  const displayPhoneNumber = '+55 11 4000-1234';
  const templates: FakeTemplate[] = [];
  const sent: SentMessage[] = [];
  const texts: SentText[] = [];
  const sendFailures: number[] = [];
  const requests: { method: string; path: string }[] = [];
  let idCounter = 1;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    const [, , objectId, edge] = url.pathname.split('/');
    if (objectId === phoneNumberId && !edge && req.method === 'GET') {
      const phone: Record<string, string> = {
        verified_name: 'Pizzaria Bella',
        display_phone_number: displayPhoneNumber,
        quality_rating: 'GREEN',
        whatsapp_business_manager_messaging_limit: 'TIER_2K',
      };
      // The Graph API answers the fields asked for, and the id.
      const asked = url.searchParams.get('fields')?.split(',') ?? Object.keys(phone);
      return send(res, 200, {
        ...Object.fromEntries(asked.filter((field) => field in phone).map((field) => [field, phone[field]])),
        id: phoneNumberId,
      });
    }
    if (objectId === wabaId && edge === 'message_templates') {
      if (req.method === 'GET')
        return send(res, 200, {
          data: templates.map(({ name, status, category, language, id }) => ({
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
        id: String(594425479261596 + idCounter++),
        status: options.autoApprove ? 'APPROVED' : 'PENDING',
      };
      templates.push(template);
      return send(res, 200, { id: template.id, status: template.status, category: template.category });
    }
    if (objectId === phoneNumberId && edge === 'messages' && req.method === 'POST') {
      const body = JSON.parse(raw) as SentMessage['body'] | SentText['body'];
      const failure = sendFailures.shift();
      if (failure) return graphError(res, 400, failure, '');
      if (body.type === 'text') {
        const text = body as SentText['body'];
        const id = `wamid.HBgN${randomBytes(12).toString('hex').toUpperCase()}`;
        texts.push({ id, to: text.to, body: text });
        return send(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: text.to, wa_id: whatsappIdOf(text.to) }],
          messages: [{ id }],
        });
      }
      if (!('template' in body)) return graphError(res, 400, 100, 'Invalid parameter');
      const template = templates.find((item) => item.name === body.template?.name);
      if (template?.status !== 'APPROVED') return graphError(res, 400, 132001, '');
      if (template.category !== 'AUTHENTICATION') {
        const sentBody = body.template.components?.find((c) => c.type === 'body') as
          | { parameters?: unknown[] }
          | undefined;
        if ((sentBody?.parameters?.length ?? 0) !== bodyParamCount(template.components))
          return graphError(res, 400, 132000, '');
      }
      const id = `wamid.HBgN${randomBytes(12).toString('hex').toUpperCase()}`;
      sent.push({ id, to: body.to, body });
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

  const envelope = (value: object) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: wabaId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: displayPhoneNumber.replace(/\D/g, ''),
                phone_number_id: phoneNumberId,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    appSecret,
    accessToken,
    phoneNumberId,
    wabaId,
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
        .filter((m) => templates.find((t) => t.name === m.body.template.name)?.category === 'AUTHENTICATION')
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
      message: { id: string; to: string },
      status: 'sent' | 'delivered' | 'read' | 'failed',
      extra: { errorCode?: number; category?: string } = {},
    ) {
      const error = extra.errorCode ? ERRORS[extra.errorCode] : undefined;
      return envelope({
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
      });
    },
    /** A webhook body for a text a diner wrote to the number (`from` as WhatsApp names the phone). */
    incomingText(phone: string, text: string) {
      const from = whatsappIdOf(phone);
      return envelope({
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
      });
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
