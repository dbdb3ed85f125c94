import { UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The Comanda mark; a link to the home page. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight', className)}
      aria-label="Comanda, página inicial"
    >
      <span
        className={cn(
          'grid size-9 place-items-center rounded-xl',
          inverted ? 'bg-white text-orange-700' : 'bg-orange-700 text-white',
        )}
      >
        <UtensilsCrossed className="size-5" aria-hidden="true" />
      </span>
      <span className={inverted ? 'text-white' : 'text-stone-900'}>Comanda</span>
    </Link>
  );
}
