import { randomUUID } from 'node:crypto';
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Text ids (section 3: "All ids are text"); random UUIDs, so order numbers are unguessable. */
export const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is numeric(10,2) in the database and a decimal string in code at this boundary. */
export const money = () => numeric({ precision: 10, scale: 2 });

export const timestamptz = () => timestamp({ withTimezone: true });
