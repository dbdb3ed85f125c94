/** Route parameters of the menu routes: every id is short text. */
import { z } from 'zod';

const id = z.string().min(1).max(64);

export const restaurantParams = z.object({ id });
export const itemParams = z.object({ id, itemId: id });
export const categoryParams = z.object({ id, categoryId: id });
export const groupParams = z.object({ id, groupId: id });
export const optionParams = z.object({ id, optionId: id });
