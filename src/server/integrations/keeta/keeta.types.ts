/**
 * What Keeta's own API answers where it differs from the bare standard (decision 0063).
 * - Token: the Get Access Token page documents the JSON request (client_id, client_secret,
 *   grant_type `app_level_token`) but the stored excerpt stops before the response; Keeta's prose
 *   names the fields "accessToken" and "expiresIn" while the standard's schema says `access_token`
 *   and `expires_in` (api-docs.mykeeta.com/en/apis/opendelivery): both spellings are read.
 * - `POST /v1/batchDecrypt` → `{ plainInfos: [{ cipherText, plainText, errorCode, errorMsg }] }`,
 *   errorCode 0 for "success" (api-docs.mykeeta.com/apis/opendelivery/orderapi/batchdecrypt.md).
 */
import { z } from 'zod';

export const keetaTokenSchema = z
  .object({
    access_token: z.string().min(1).optional(),
    accessToken: z.string().min(1).optional(),
    expires_in: z.number().optional(),
    expiresIn: z.number().optional(),
  })
  .transform((token, context) => {
    const value = token.access_token ?? token.accessToken;
    if (!value) {
      context.addIssue({ code: 'custom', message: 'token ausente' });
      return z.NEVER;
    }
    return { accessToken: value, expiresIn: token.expires_in ?? token.expiresIn };
  });

export const batchDecryptSchema = z.object({
  plainInfos: z.array(
    z.object({
      cipherText: z.string(),
      plainText: z.string().nullish(),
      errorCode: z.number().nullish(),
      errorMsg: z.string().nullish(),
    }),
  ),
});
export type BatchDecryptAnswer = z.infer<typeof batchDecryptSchema>;

/** Encrypted personal data in a Keeta order: "prefixed with ENC_" (batchdecrypt.md). */
export const isKeetaCipher = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('ENC_');
