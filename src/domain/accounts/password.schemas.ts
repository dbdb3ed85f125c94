import { z } from 'zod';
import { emailSchema, passwordSchema } from './accounts.schemas';

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Link inválido' }).min(20, 'Link inválido').max(200, 'Link inválido'),
  password: passwordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Informe a senha atual' }).min(1, 'Informe a senha atual').max(128),
  newPassword: passwordSchema,
});

export const FORGOT_PASSWORD_ANSWER =
  'Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.';

/** The token of the link mailed at sign-up, as the confirmation page posts it. */
export const verifyEmailSchema = z.object({
  token: z.string({ error: 'Link inválido' }).min(20, 'Link inválido').max(200, 'Link inválido'),
});
