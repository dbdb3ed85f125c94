import type { BillActorView } from '../api';

/** Who ordered: the diner's name from the QR, or the staff member. */
export function whoOrdered(actor: BillActorView): string {
  if (actor.by === 'cliente') return `${actor.name ?? 'Cliente'} (QR da mesa)`;
  if (actor.by === 'equipe') return `${actor.name ?? 'Equipe'} (equipe)`;
  return actor.name ? `${actor.name} (dono)` : 'Dono';
}
