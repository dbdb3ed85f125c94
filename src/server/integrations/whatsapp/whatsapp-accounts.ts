/**
 * Connecting a restaurant's WhatsApp Business number through Meta's Embedded Signup, Comanda being
 * the Tech Provider (decision 0067): the code the owner's popup returned is exchanged for the
 * business's token (stored encrypted), Comanda's app is subscribed to the business account so its
 * webhooks reach us, the number is registered on the Cloud API with a random two-step PIN (stored
 * encrypted; the owner types theirs only when Meta answers 133005), its name, quality and limit are
 * read, and Comanda's templates are created in pt_BR. Rows connected before, with a pasted token,
 * keep working: they are 'registered' and read the same way.
 */
import { randomInt } from 'node:crypto';
import { and, eq, ne, or } from 'drizzle-orm';
import { ALL_TEMPLATES, TEMPLATE_LANGUAGE } from '../../../domain/whatsapp/whatsapp-templates';
import type { Db } from '../../db/client';
import {
  type WhatsAppRegistration,
  whatsappAccounts,
  whatsappNumberPins,
  whatsappTemplates,
} from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import {
  createTemplate,
  exchangeSignupCode,
  GraphApiError,
  type GraphCredentials,
  getPhoneNumber,
  listTemplates,
  PIN_MISMATCH,
  registerPhone,
  subscribeApp,
} from './graph-client';

export interface WhatsAppSettings {
  graphBaseUrl: string;
  encryptionKey: string;
  /** GRAPH_API_VERSION (graph-client's default when absent). */
  graphVersion?: string;
}

/** Comanda's Meta app (operator configuration): Embedded Signup's code is exchanged with it. */
export interface WhatsAppApp {
  appId: string;
  appSecret: string;
}

export interface EmbeddedSignupInput {
  code: string;
  wabaId: string;
  /** Absent when Embedded Signup v4 finished without a number (FINISH_ONLY_WABA). */
  phoneNumberId?: string;
}

export type WhatsAppAccount = typeof whatsappAccounts.$inferSelect;

export const NUMBER_TAKEN_MESSAGE = 'Este número de WhatsApp já está conectado a outro restaurante.';

const credentialsOf = (settings: WhatsAppSettings, accessToken: string): GraphCredentials => ({
  baseUrl: settings.graphBaseUrl,
  accessToken,
  version: settings.graphVersion,
});

/**
 * The account of a restaurant that can send (its number registered), with its token decrypted, or
 * null: not connected, waiting for a PIN, or without a number yet.
 */
export async function loadAccount(db: Db, settings: WhatsAppSettings, restaurantId: string) {
  const [account] = await db
    .select()
    .from(whatsappAccounts)
    .where(
      and(eq(whatsappAccounts.restaurantId, restaurantId), eq(whatsappAccounts.registration, 'registered')),
    );
  if (!account?.phoneNumberId) return null;
  const credentials = credentialsOf(settings, decryptSecret(settings.encryptionKey, account.accessToken));
  return { account: { ...account, phoneNumberId: account.phoneNumberId }, credentials };
}

function connectError(error: unknown): never {
  if (error instanceof GraphApiError) {
    // Meta out of reach is not the owner's mistake, but not ours to answer with a 5xx either.
    if (error.httpStatus === 0)
      throw new HttpError(424, 'Não foi possível falar com o WhatsApp agora. Tente de novo em instantes.');
    throw new HttpError(
      400,
      'A Meta não confirmou a conexão. Clique em “Conectar WhatsApp” e conclua a janela da Meta de novo.',
    );
  }
  throw error;
}

/** A number or business account another restaurant connected: 409 (decision 0053). */
async function refuseTaken(db: Db, restaurantId: string, input: { wabaId: string; phoneNumberId?: string }) {
  const [other] = await db
    .select({ id: whatsappAccounts.id })
    .from(whatsappAccounts)
    .where(
      and(
        ne(whatsappAccounts.restaurantId, restaurantId),
        or(
          eq(whatsappAccounts.wabaId, input.wabaId),
          input.phoneNumberId ? eq(whatsappAccounts.phoneNumberId, input.phoneNumberId) : undefined,
        ),
      ),
    )
    .limit(1);
  if (other) throw new HttpError(409, NUMBER_TAKEN_MESSAGE);
}

/** Six random digits: the PIN a number gets when it had none (Meta: "set this value to a 6-digit number"). */
const newPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The PIN this restaurant registered this number with before (decision 0068), or null. */
async function keptPin(db: Db, settings: WhatsAppSettings, restaurantId: string, phoneNumberId: string) {
  const [row] = await db
    .select({ pin: whatsappNumberPins.pin })
    .from(whatsappNumberPins)
    .where(
      and(
        eq(whatsappNumberPins.restaurantId, restaurantId),
        eq(whatsappNumberPins.phoneNumberId, phoneNumberId),
      ),
    );
  return row ? decryptSecret(settings.encryptionKey, row.pin) : null;
}

/** Keeps the PIN a number was registered with, past a disconnection (Meta asks for it again). */
async function keepPin(
  db: Db,
  settings: WhatsAppSettings,
  restaurantId: string,
  phoneNumberId: string,
  pin: string,
) {
  const values = { pin: encryptSecret(settings.encryptionKey, pin), updatedAt: new Date() };
  await db
    .insert(whatsappNumberPins)
    .values({ restaurantId, phoneNumberId, ...values })
    .onConflictDoUpdate({
      target: [whatsappNumberPins.restaurantId, whatsappNumberPins.phoneNumberId],
      set: values,
    });
}

/** Registers the number with a PIN: 'registered', or 'pin_required' when it already has another. */
async function register(credentials: GraphCredentials, phoneNumberId: string, pin: string) {
  try {
    await registerPhone(credentials, phoneNumberId, pin);
    return 'registered' as const;
  } catch (error) {
    if (error instanceof GraphApiError && error.code === PIN_MISMATCH) return 'pin_required' as const;
    return connectError(error);
  }
}

export async function connectWithEmbeddedSignup(
  db: Db,
  settings: WhatsAppSettings,
  app: WhatsAppApp,
  restaurantId: string,
  input: EmbeddedSignupInput,
) {
  await refuseTaken(db, restaurantId, input);
  const graph = { baseUrl: settings.graphBaseUrl, version: settings.graphVersion };
  const token = await exchangeSignupCode(graph, app, input.code).catch(connectError);
  const credentials = credentialsOf(settings, token);
  await subscribeApp(credentials, input.wabaId).catch(connectError);
  // The same number reconnected has the PIN Comanda gave it (Meta asks for it again); a new one gets one.
  const pin =
    (input.phoneNumberId && (await keptPin(db, settings, restaurantId, input.phoneNumberId))) || newPin();
  let registration: WhatsAppRegistration = 'phone_pending';
  let phone: Awaited<ReturnType<typeof getPhoneNumber>> | undefined;
  if (input.phoneNumberId) {
    registration = await register(credentials, input.phoneNumberId, pin);
    if (registration === 'registered') await keepPin(db, settings, restaurantId, input.phoneNumberId, pin);
    phone = await getPhoneNumber(credentials, input.phoneNumberId).catch(connectError);
  }
  const values = {
    phoneNumberId: input.phoneNumberId ?? null,
    wabaId: input.wabaId,
    accessToken: encryptSecret(settings.encryptionKey, token),
    registration,
    displayPhoneNumber: phone?.display_phone_number ?? null,
    verifiedName: phone?.verified_name ?? null,
    qualityRating: phone?.quality_rating ?? null,
    messagingLimitTier: phone?.whatsapp_business_manager_messaging_limit ?? null,
  };
  await db
    .insert(whatsappAccounts)
    .values({ restaurantId, ...values })
    .onConflictDoUpdate({ target: whatsappAccounts.restaurantId, set: values });
  await ensureTemplates(db, restaurantId, input.wabaId, credentials);
}

/** The owner's own two-step PIN, asked only after Meta answered 133005 to ours. */
export async function registerWithOwnerPin(
  db: Db,
  settings: WhatsAppSettings,
  restaurantId: string,
  pin: string,
) {
  const [account] = await db
    .select()
    .from(whatsappAccounts)
    .where(
      and(eq(whatsappAccounts.restaurantId, restaurantId), eq(whatsappAccounts.registration, 'pin_required')),
    );
  if (!account?.phoneNumberId) throw new HttpError(409, 'Este WhatsApp não está aguardando um PIN.');
  const credentials = credentialsOf(settings, decryptSecret(settings.encryptionKey, account.accessToken));
  if ((await register(credentials, account.phoneNumberId, pin)) === 'pin_required')
    throw new HttpError(
      400,
      'A Meta não aceitou esse PIN. Use o PIN de 6 dígitos da confirmação em duas etapas deste número.',
    );
  await db
    .update(whatsappAccounts)
    .set({ registration: 'registered' })
    .where(eq(whatsappAccounts.id, account.id));
  await keepPin(db, settings, restaurantId, account.phoneNumberId, pin);
}

/**
 * Creates the templates the account lacks and reads every status back. Existing templates (a
 * reconnect, or ones made in WhatsApp Manager under the same name) are kept as Meta has them.
 */
async function ensureTemplates(db: Db, restaurantId: string, wabaId: string, credentials: GraphCredentials) {
  const existing = await listTemplates(credentials, wabaId).catch(connectError);
  for (const template of ALL_TEMPLATES) {
    const found = existing.find((item) => item.name === template.name && item.language === TEMPLATE_LANGUAGE);
    const row: { id: string | null; status: string } = found
      ? { id: found.id, status: found.status }
      : await createTemplate(credentials, wabaId, template).then(
          (created) => ({ id: created.id, status: created.status }),
          // A refused template is shown on the card as such; the others still get created.
          () => ({ id: null, status: 'ERROR' }),
        );
    const values = {
      category: template.category,
      language: TEMPLATE_LANGUAGE,
      metaTemplateId: row.id,
      status: row.status,
    };
    await db
      .insert(whatsappTemplates)
      .values({ restaurantId, name: template.name, ...values })
      .onConflictDoUpdate({ target: [whatsappTemplates.restaurantId, whatsappTemplates.name], set: values });
  }
}

/** Reads the number's quality rating and the templates' approval states again. */
export async function refreshAccount(db: Db, settings: WhatsAppSettings, restaurantId: string) {
  const [account] = await db
    .select()
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.restaurantId, restaurantId));
  if (!account) throw new HttpError(404, 'WhatsApp não conectado.');
  const credentials = credentialsOf(settings, decryptSecret(settings.encryptionKey, account.accessToken));
  if (account.phoneNumberId) {
    const phone = await getPhoneNumber(credentials, account.phoneNumberId).catch(connectError);
    await db
      .update(whatsappAccounts)
      .set({
        displayPhoneNumber: phone.display_phone_number ?? account.displayPhoneNumber,
        verifiedName: phone.verified_name ?? account.verifiedName,
        qualityRating: phone.quality_rating ?? account.qualityRating,
        messagingLimitTier: phone.whatsapp_business_manager_messaging_limit ?? account.messagingLimitTier,
      })
      .where(eq(whatsappAccounts.id, account.id));
  }
  await ensureTemplates(db, restaurantId, account.wabaId, credentials);
}

/**
 * Deletes the connection and its templates. The number's PIN stays (whatsapp_number_pins): Meta
 * keeps the number's two-step PIN, and reconnecting it needs that PIN again.
 */
export async function disconnectAccount(db: Db, restaurantId: string) {
  await db.delete(whatsappTemplates).where(eq(whatsappTemplates.restaurantId, restaurantId));
  await db.delete(whatsappAccounts).where(eq(whatsappAccounts.restaurantId, restaurantId));
}

/** Whether the restaurant can send a template now: connected and that template approved. */
export async function approvedTemplate(db: Db, restaurantId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ status: whatsappTemplates.status })
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.restaurantId, restaurantId), eq(whatsappTemplates.name, name)));
  return row?.status === 'APPROVED';
}
