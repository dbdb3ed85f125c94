/**
 * Connecting a restaurant's WhatsApp Business number: the phone number id, WABA id and access token
 * are checked with a real Graph call (the number's display name and quality rating come back), the
 * token is stored encrypted, and Comanda's templates are created on the account in pt_BR.
 */
import { and, eq } from 'drizzle-orm';
import { ALL_TEMPLATES, TEMPLATE_LANGUAGE } from '../../../domain/whatsapp/whatsapp-templates';
import type { Db } from '../../db/client';
import { whatsappAccounts, whatsappTemplates } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import {
  createTemplate,
  GraphApiError,
  type GraphCredentials,
  getPhoneNumber,
  listTemplates,
} from './graph-client';

export interface WhatsAppSettings {
  graphBaseUrl: string;
  encryptionKey: string;
}

export interface ConnectInput {
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
}

export type WhatsAppAccount = typeof whatsappAccounts.$inferSelect;

/** The account of a restaurant with its token decrypted, or null when not connected. */
export async function loadAccount(db: Db, settings: WhatsAppSettings, restaurantId: string) {
  const [account] = await db
    .select()
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.restaurantId, restaurantId));
  if (!account) return null;
  const credentials: GraphCredentials = {
    baseUrl: settings.graphBaseUrl,
    accessToken: decryptSecret(settings.encryptionKey, account.accessToken),
  };
  return { account, credentials };
}

function connectError(error: unknown): never {
  if (error instanceof GraphApiError) {
    // Meta out of reach is not the owner's mistake, but not ours to answer with a 5xx either.
    if (error.httpStatus === 0)
      throw new HttpError(424, 'Não foi possível falar com o WhatsApp agora. Tente de novo em instantes.');
    throw new HttpError(
      400,
      'O WhatsApp não aceitou esses dados: confira o identificador do número e o token de acesso.',
    );
  }
  throw error;
}

export async function connectAccount(
  db: Db,
  settings: WhatsAppSettings,
  restaurantId: string,
  input: ConnectInput,
) {
  const credentials = { baseUrl: settings.graphBaseUrl, accessToken: input.accessToken };
  const phone = await getPhoneNumber(credentials, input.phoneNumberId).catch(connectError);
  const [other] = await db
    .select({ restaurantId: whatsappAccounts.restaurantId })
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.phoneNumberId, input.phoneNumberId));
  if (other && other.restaurantId !== restaurantId)
    throw new HttpError(409, 'Este número de WhatsApp já está conectado a outro restaurante.');
  const values = {
    phoneNumberId: input.phoneNumberId,
    wabaId: input.wabaId,
    accessToken: encryptSecret(settings.encryptionKey, input.accessToken),
    displayPhoneNumber: phone.display_phone_number ?? null,
    verifiedName: phone.verified_name ?? null,
    qualityRating: phone.quality_rating ?? null,
    messagingLimitTier: phone.whatsapp_business_manager_messaging_limit ?? null,
  };
  await db
    .insert(whatsappAccounts)
    .values({ restaurantId, ...values })
    .onConflictDoUpdate({ target: whatsappAccounts.restaurantId, set: values });
  await ensureTemplates(db, restaurantId, input.wabaId, credentials);
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
  const loaded = await loadAccount(db, settings, restaurantId);
  if (!loaded) throw new HttpError(404, 'WhatsApp não conectado.');
  const { account, credentials } = loaded;
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
  await ensureTemplates(db, restaurantId, account.wabaId, credentials);
}

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
