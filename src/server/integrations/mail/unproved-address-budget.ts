/**
 * The daily budget of mail to one unproved address (domain/mail/unproved-address-mails), counted in
 * `rate_limits` so every instance and every restaurant spends the same one. The key holds the
 * address only as a hash: the table is read by people operating the database.
 */
import { createHash } from 'node:crypto';
import {
  UNPROVED_ADDRESS_MAILS_PER_DAY,
  UNPROVED_ADDRESS_TOO_MANY,
} from '../../../domain/mail/unproved-address-mails';
import type { Db } from '../../db/client';
import { DAY_MS } from '../../lib/daily-quota';
import { enforceRateLimits, type RateLimitRule } from '../../lib/rate-limit';

export const unprovedAddressRule = (email: string): RateLimitRule => ({
  key: `mail-unproved:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`,
  limit: UNPROVED_ADDRESS_MAILS_PER_DAY,
  windowMs: DAY_MS,
  message: UNPROVED_ADDRESS_TOO_MANY,
});

/** Counts one mail to `email`; a 429 (Retry-After) when the address had its day's share. */
export const spendUnprovedAddressMail = (db: Db, email: string) =>
  enforceRateLimits(db, [unprovedAddressRule(email)]);
