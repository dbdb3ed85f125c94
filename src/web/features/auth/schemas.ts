/**
 * The forms use the domain's login and registration schemas (section 5's rules and messages), so
 * the form and the server can never disagree; registration adds the terms checkbox.
 */
import { z } from 'zod';
import {
  loginSchema,
  PASSWORD_MIN,
  passwordSchema,
  registerSchema as registration,
} from '../../../domain/accounts/accounts.schemas';
import { forgotPasswordSchema } from '../../../domain/accounts/password.schemas';

export { loginSchema };
export type LoginValues = z.input<typeof loginSchema>;
export type LoginOutput = z.output<typeof loginSchema>;

export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;

export const registerSchema = registration
  .pick({
    name: true,
    description: true,
    whatsapp: true,
    address: true,
    zipCode: true,
    city: true,
    state: true,
    email: true,
    password: true,
  })
  .extend({
    acceptTerms: z
      .boolean()
      .refine((accepted) => accepted, { error: 'Você precisa aceitar os termos de uso' }),
  });
export type RegisterValues = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;

export { forgotPasswordSchema };
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/** The new password typed twice: a typo would otherwise lock the owner out again. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'As senhas não conferem',
  });
export type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;
