/**
 * The delivery platforms of the 'Integrações' tab, the connect payload and the sync settings.
 * One home for these rules so the server's validation and the dialog cannot drift apart.
 */
import { z } from 'zod';

export const CONNECTABLE_PLATFORMS = ['ifood', 'uber_eats', 'rappi', 'keeta'] as const;
export type ConnectablePlatform = (typeof CONNECTABLE_PLATFORMS)[number];

export interface PlatformCard {
  key: string;
  name: string;
  description: string;
  /** False for the 'Em breve' cards. */
  connectable: boolean;
}

export const PLATFORM_CARDS: readonly PlatformCard[] = [
  {
    key: 'ifood',
    name: 'iFood',
    description: 'Receba os pedidos do iFood direto no seu painel.',
    connectable: true,
  },
  {
    key: 'uber_eats',
    name: 'Uber Eats',
    // Uber Eats stopped restaurant delivery in Brazil on 7 March 2022; past orders stay in reports.
    description: 'Indisponível no Brasil desde 2022. Os pedidos já importados continuam nos relatórios.',
    connectable: false,
  },
  {
    key: 'rappi',
    name: 'Rappi',
    description:
      'Receba os pedidos da Rappi no seu painel; o aceite, o aviso de pronto e a recusa vão para a Rappi.',
    connectable: true,
  },
  {
    key: 'keeta',
    name: 'Keeta',
    description: 'Receba os pedidos da Keeta no seu painel; cada mudança de status vai para a Keeta.',
    connectable: true,
  },
  {
    key: 'mercado_livre',
    name: 'Mercado Livre',
    description: 'Venda pelo Mercado Livre.',
    connectable: false,
  },
  { key: 'magazine_luiza', name: 'Magazine Luiza', description: 'Venda pelo Magalu.', connectable: false },
  {
    key: 'custom',
    name: 'Integração personalizada',
    description: 'Conecte outro sistema.',
    connectable: false,
  },
];

export const PLATFORM_NAMES: Record<ConnectablePlatform, string> = {
  ifood: 'iFood',
  uber_eats: 'Uber Eats',
  rappi: 'Rappi',
  keeta: 'Keeta',
};

/** Section 9: syncInterval 300, autoSyncMenu and autoSyncOrders true. */
export const DEFAULT_SYNC_SETTINGS = { autoSyncMenu: true, autoSyncOrders: true, syncInterval: 300 } as const;

export const syncSettingsSchema = z.object({
  autoSyncMenu: z.boolean().default(DEFAULT_SYNC_SETTINGS.autoSyncMenu),
  autoSyncOrders: z.boolean().default(DEFAULT_SYNC_SETTINGS.autoSyncOrders),
  syncInterval: z
    .number({ error: 'Intervalo inválido' })
    .int('Intervalo inválido')
    .min(30, 'O intervalo mínimo é de 30 segundos')
    .max(86_400, 'O intervalo máximo é de 1 dia')
    .default(DEFAULT_SYNC_SETTINGS.syncInterval),
});
export type SyncSettings = z.infer<typeof syncSettingsSchema>;

/** The stored settings JSON text; unreadable text falls back to the defaults. */
export function parseSyncSettings(text: string): SyncSettings {
  try {
    return syncSettingsSchema.parse(JSON.parse(text));
  } catch {
    return { ...DEFAULT_SYNC_SETTINGS };
  }
}

const optionalText = z
  .string()
  .trim()
  .max(500, 'Texto muito longo')
  .optional()
  .transform((value) => (value ? value : undefined));

/** Section 5: API key and secret key non-empty; merchant id and webhook optional. */
export const connectIntegrationSchema = z.object({
  platform: z.enum(CONNECTABLE_PLATFORMS, { error: 'Plataforma não suportada' }),
  platformName: z.string().trim().max(80).optional(),
  credentials: z.object({
    apiKey: z.string().trim().min(1, 'API Key é obrigatória').max(500, 'API Key muito longa'),
    secretKey: z.string().trim().min(1, 'Secret Key é obrigatória').max(500, 'Secret Key muito longa'),
    merchantId: optionalText,
    webhookUrl: z
      .union([z.literal(''), z.url({ error: 'URL do webhook inválida' }).max(500)])
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** Open Delivery: the marketplace's {baseURL}. */
    baseUrl: z
      .union([z.literal(''), z.url({ error: 'URL base inválida' }).max(500)])
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** Rappi: the secret its webhooks are signed with (apiKey and secretKey are its client id and secret). */
    webhookSecret: optionalText,
  }),
  isActive: z.boolean().default(true),
  syncSettings: syncSettingsSchema.default(DEFAULT_SYNC_SETTINGS),
});
export type ConnectIntegrationInput = z.input<typeof connectIntegrationSchema>;

/** 'Configurar': settings always; a secret only when retyped (blank keeps the stored one). */
export const updateIntegrationSchema = z.object({
  credentials: z
    .object({
      apiKey: optionalText,
      secretKey: optionalText,
      merchantId: z.string().trim().max(500).optional(),
      webhookUrl: z.union([z.literal(''), z.url({ error: 'URL do webhook inválida' }).max(500)]).optional(),
      webhookSecret: optionalText,
    })
    .optional(),
  isActive: z.boolean().optional(),
  syncSettings: syncSettingsSchema.optional(),
});
export type UpdateIntegrationInput = z.input<typeof updateIntegrationSchema>;

/** At most the last 4 characters of a secret are ever shown. */
export function maskSecret(secret: string | null | undefined): string | null {
  if (!secret) return null;
  return `••••${secret.length > 8 ? secret.slice(-4) : ''}`;
}

/** The integration as the API returns it: never a secret, at most its last 4 characters. */
export interface IntegrationView {
  id: string;
  platform: ConnectablePlatform;
  platformName: string;
  status: 'active' | 'inactive' | 'error';
  isActive: boolean;
  merchantId: string | null;
  webhookUrl: string | null;
  apiKeyHint: string | null;
  secretKeyHint: string | null;
  /** iFood: 'linked' when the store was linked through Comanda's app (it holds no keys of its own). */
  authMode?: 'keys' | 'linked';
  settings: SyncSettings;
  lastSync: string | null;
  syncErrors: string | null;
  ordersReceived: number;
  isMenuSynced: boolean;
  /** Where the platform delivers its webhooks to us. */
  receiveUrl: string;
  /** Open Delivery: the marketplace's base URL, and our GET /merchant URL to give it. */
  baseUrl?: string | null;
  merchantUrl?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderSourceCounts {
  direct: number;
  ifood: number;
  uber_eats: number;
  rappi: number;
  other: number;
}
