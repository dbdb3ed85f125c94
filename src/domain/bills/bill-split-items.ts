/**
 * A split by item (decision 0041): each person takes her items; an item shared by k people is a
 * k-th of it for each. Then every amount of the bill is shared out by the largest remainder method
 * (allocation.ts), so each component adds up exactly to the bill's:
 * - items: the bill's items in proportion to each person's exact share (so an odd cent lands once
 *   per person at most, however many items she shares);
 * - discounts: one held by a person (her coupon, her points) is hers, up to what her items cost;
 *   the rest in proportion to what each person's items still cost;
 * - couvert: by the people each part stands for;
 * - service charge: the bill's service, shared so that each part carries within a cent of the rate on
 *   its own base (its items less its discounts, plus its food 'Couvert').
 * Which items a person takes: the line's `assignedTo` when the staff set it, else whoever ordered it
 * when she is in the split, else everyone in the split (a dish for the table).
 */
import { allocateByWeight, allocateQuotas } from './allocation';
import { MAX_PEOPLE } from './bill-adjustments';
import type { BillPart, PartShares, SplitPerson, SplitResult } from './bill-part';
import { type BillLine, type BillTotals, lineCents } from './bill-totals';

export const ITEM_SPLIT_ERRORS = {
  people: `Escolha de 1 a ${MAX_PEOPLE} pessoas para dividir por item.`,
  person: 'Cada pessoa da divisão precisa de um nome.',
  duplicate: 'A mesma pessoa aparece duas vezes na divisão.',
  partPeople: 'Cada parte vale por pelo menos 1 pessoa.',
} as const;

const fail = (error: string): SplitResult => ({ ok: false, error });

function peopleIssue(people: readonly SplitPerson[]): string | null {
  if (people.length < 1 || people.length > MAX_PEOPLE) return ITEM_SPLIT_ERRORS.people;
  if (people.some((person) => !person.key || !person.name.trim())) return ITEM_SPLIT_ERRORS.person;
  if (new Set(people.map((person) => person.key)).size !== people.length) return ITEM_SPLIT_ERRORS.duplicate;
  if (people.some((person) => !Number.isInteger(person.people ?? 1) || (person.people ?? 1) < 1))
    return ITEM_SPLIT_ERRORS.partPeople;
  return null;
}

/** The people who take a line, in the split's order. */
function takersOf(line: BillLine, keys: readonly string[]): string[] | null {
  const assigned = line.assignedTo?.length ? new Set(line.assignedTo) : null;
  if (assigned) {
    const takers = keys.filter((key) => assigned.has(key));
    return takers.length === assigned.size ? takers : null;
  }
  if (line.orderedBy && keys.includes(line.orderedBy)) return [line.orderedBy];
  return [...keys];
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** Each person's items: her exact share of every line she takes, rounded once for the whole bill. */
function shareItems(
  itemsCents: number,
  takes: readonly { cents: number; takers: string[] }[],
  keys: string[],
) {
  const denominator = takes.reduce((lcm, take) => {
    const k = BigInt(take.takers.length);
    return (lcm * k) / gcd(lcm, k);
  }, 1n);
  const numerators = keys.map((key) =>
    takes.reduce(
      (sum, take) =>
        take.takers.includes(key)
          ? sum + (BigInt(take.cents) * denominator) / BigInt(take.takers.length)
          : sum,
      0n,
    ),
  );
  return allocateQuotas(itemsCents, numerators, denominator);
}

/** Held discounts go to their holder up to what her items still cost; the rest by what is left. */
function shareDiscounts(totals: BillTotals, items: readonly number[], keys: readonly string[]): number[] {
  const shares = keys.map(() => 0);
  let pooled = 0;
  for (const discount of totals.discounts) {
    const holder = discount.heldBy ? keys.indexOf(discount.heldBy) : -1;
    if (holder < 0) {
      pooled += discount.cents;
      continue;
    }
    const taken = Math.min(discount.cents, items[holder]! - shares[holder]!);
    shares[holder] = shares[holder]! + taken;
    pooled += discount.cents - taken;
  }
  const rooms = items.map((cents, index) => cents - shares[index]!);
  return allocateByWeight(pooled, rooms).map((cents, index) => cents + shares[index]!);
}

export function splitByItems(
  totals: BillTotals,
  lines: readonly BillLine[],
  people: readonly SplitPerson[],
  nextId: () => string,
): SplitResult {
  const issue = peopleIssue(people);
  if (issue) return fail(issue);
  const keys = people.map((person) => person.key);
  const takes: { line: BillLine; cents: number; takers: string[] }[] = [];
  for (const line of lines) {
    const takers = takersOf(line, keys);
    if (!takers) return fail(`O item "${line.name}" está com alguém que não está na divisão.`);
    takes.push({ line, cents: lineCents(line), takers });
  }
  const items = shareItems(totals.itemsCents, takes, keys);
  const discounts = shareDiscounts(totals, items, keys);
  const couverts = allocateByWeight(
    totals.couvertCents,
    people.map((person) => person.people ?? 1),
  );
  const bases = keys.map(
    (_, i) => items[i]! - discounts[i]! + (totals.couvertKind === 'cover' ? couverts[i]! : 0),
  );
  const services = allocateQuotas(
    totals.serviceCents,
    bases.map((base) => BigInt(base) * BigInt(totals.serviceRateBps)),
    10_000n,
  );
  const parts: BillPart[] = [];
  for (const [i, person] of people.entries()) {
    const shares: PartShares = {
      itemsCents: items[i]!,
      discountCents: discounts[i]!,
      serviceCents: services[i]!,
      couvertCents: couverts[i]!,
      lines: takes
        .filter((take) => take.takers.includes(person.key))
        .map(({ line, cents, takers }) => ({
          lineId: line.id,
          name: line.name,
          quantity: line.quantity,
          lineCents: cents,
          sharedBy: takers.length,
        })),
    };
    const amountCents = shares.itemsCents - shares.discountCents + shares.serviceCents + shares.couvertCents;
    if (amountCents <= 0)
      return fail(
        `${person.name.trim()} não tem nada a pagar nesta divisão: atribua um item ou tire da divisão.`,
      );
    parts.push({ id: nextId(), label: person.name.trim(), amountCents, personKey: person.key, shares });
  }
  return { ok: true, split: { method: 'items', parts, note: null } };
}
