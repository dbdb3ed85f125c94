import type { z } from 'zod';

/** A failed parse as the forms show it: the first message of each top-level field, by field name. */
export function fieldErrors<Field extends string = string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) errors[String(issue.path[0]) as Field] ??= issue.message;
  return errors;
}
