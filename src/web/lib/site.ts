/** Facts about the service itself, shown in the footer and the legal pages. */
export const SITE_NAME = 'Comanda';

/**
 * Where owners and diners write about support and personal data (LGPD requests).
 * Set VITE_CONTACT_EMAIL at build time for the deployment's real mailbox.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? 'contato@comanda.app.br';
