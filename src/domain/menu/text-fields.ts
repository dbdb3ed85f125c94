/** Text fields shared by the menu and store schemas: trimmed, bounded, Portuguese messages. */
import { z } from 'zod';

export const requiredText = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/**
 * Optional text: absent stays undefined (a partial update leaves it alone), an empty string or
 * null becomes null (the owner cleared it).
 */
export const clearableText = (max: number, maxMessage: string) =>
  z
    .union([z.string().trim().max(max, maxMessage), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

/**
 * An image address: one of our uploads (a path on this site) or an http(s) URL. Scripts
 * (`javascript:`), data URLs and protocol-relative URLs are refused.
 */
export const imageUrlField = () =>
  z
    .union([z.string().trim().max(500, 'Endereço da imagem muito longo'), z.null()])
    .optional()
    .refine(
      (value) => !value || /^\/(?!\/)[\w\-./]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value),
      'Endereço da imagem inválido',
    )
    .transform((value) => (value === undefined ? undefined : value ? value : null));
