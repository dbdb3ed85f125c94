/**
 * The integration as the API returns it. Secrets are decrypted only to show their last 4
 * characters; neither the ciphertext nor the plaintext ever leaves here.
 */
import {
  type ConnectablePlatform,
  type IntegrationView,
  maskSecret,
  parseSyncSettings,
} from '../../../domain/integrations/platforms';
import { decryptSecret } from '../../lib/crypto';
import type { IntegrationRow } from './integrations.repository';

export const readSettings = parseSyncSettings;

function hint(encryptionKey: string, stored: string | null) {
  if (!stored) return null;
  try {
    return maskSecret(decryptSecret(encryptionKey, stored));
  } catch {
    return '••••';
  }
}

/** A Rappi store linked through the ally receives on the app's one URL (decision 0065). */
export const isRappiAllyLink = (row: Pick<IntegrationRow, 'platform' | 'apiKey'>) =>
  row.platform === 'rappi' && !row.apiKey;

/** Keeta has one URL for Comanda's app (decision 0063). */
export const receiveUrl = (publicUrl: string, row: Pick<IntegrationRow, 'id' | 'platform' | 'apiKey'>) =>
  row.platform === 'keeta'
    ? `${publicUrl}/api/integrations/keeta/newEvent`
    : isRappiAllyLink(row)
      ? `${publicUrl}/api/integrations/rappi/webhook`
      : `${publicUrl}/api/integrations/${row.platform}/webhook/${row.id}`;

export function toIntegrationView(
  row: IntegrationRow,
  config: { encryptionKey: string; publicUrl: string },
): IntegrationView {
  return {
    id: row.id,
    platform: row.platform as ConnectablePlatform,
    platformName: row.platformName,
    status: row.status as IntegrationView['status'],
    isActive: row.status === 'active',
    merchantId: row.merchantId,
    webhookUrl: row.webhookUrl,
    apiKeyHint: hint(config.encryptionKey, row.apiKey),
    secretKeyHint: hint(config.encryptionKey, row.secretKey),
    // Keeta stores are linked by their id on Comanda's app, never with keys (decision 0063).
    authMode: row.refreshToken || isRappiAllyLink(row) || row.platform === 'keeta' ? 'linked' : 'keys',
    settings: readSettings(row.settings),
    lastSync: row.lastSync?.toISOString() ?? null,
    syncErrors: row.syncErrors,
    ordersReceived: row.ordersReceived,
    isMenuSynced: row.isMenuSynced,
    receiveUrl: receiveUrl(config.publicUrl, row),
    baseUrl: row.baseUrl,
    merchantUrl:
      row.platform === 'keeta' || row.platform === 'open_delivery'
        ? `${config.publicUrl}/api/open-delivery/merchants/${row.id}`
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
