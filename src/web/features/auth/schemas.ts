/**
 * The forms use the domain's login and registration schemas (section 5's rules and messages), so
 * the form and the server can never disagree; registration adds the terms checkbox.
 */
import { z } from 'zod';
import {
  loginSchema,
  PASSWORD_MIN,
  registerSchema as registration,
} from '../../../domain/accounts/accounts.schemas';

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
