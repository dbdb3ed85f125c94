import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface PaymentResultProps {
  icon: LucideIcon;
  tone: 'success' | 'failure' | 'pending';
  title: string;
  lead: string;
  listTitle: string;
  items: readonly string[];
  actions: readonly { to: string; label: string }[];
  /** What our server knows about the payment, when the page was reached with one. */
  children?: ReactNode;
}

const TONES = {
  success: 'bg-green-100 text-green-800',
  failure: 'bg-red-100 text-red-800',
  pending: 'bg-amber-100 text-amber-800',
} as const;

/** The page a visitor lands on when the payment provider sends them back. */
export function PaymentResult({
  icon: Icon,
  tone,
  title,
  lead,
  listTitle,
  items,
  actions,
  children,
}: PaymentResultProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>{`${title} | Comanda`}</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <span className={cn('mx-auto grid size-16 place-items-center rounded-full', TONES[tone])}>
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl font-bold text-stone-900">{title}</h1>
        <p className="mt-3 text-stone-700">{lead}</p>
        {children}
        <div className="mt-8 rounded-2xl bg-stone-50 p-6 text-left">
          <h2 className="font-semibold text-stone-900">{listTitle}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {actions.map((action, index) => (
            <Button key={action.to} asChild variant={index === 0 ? 'default' : 'outline'}>
              <Link to={action.to}>{action.label}</Link>
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
