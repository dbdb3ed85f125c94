import { Mail, MapPin, Phone, User } from 'lucide-react';
import { formatPhone } from '../../../../domain/format/format';
import type { SupplierView } from '../../../../domain/inventory/inventory-api';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface SupplierCardProps {
  supplier: SupplierView;
  onEdit: () => void;
  onToggleActive: () => void;
  pending: boolean;
}

export function SupplierCard({ supplier, onEdit, onToggleActive, pending }: SupplierCardProps) {
  const details = [
    { Icon: User, text: supplier.contact },
    { Icon: Phone, text: supplier.phone && formatPhone(supplier.phone) },
    { Icon: Mail, text: supplier.email },
    { Icon: MapPin, text: supplier.address },
  ].filter((detail) => detail.text);
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm',
        !supplier.isActive && 'opacity-75',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-stone-900">{supplier.name}</h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            supplier.isActive ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-800',
          )}
        >
          {supplier.isActive ? 'Ativo' : 'Inativo'}
        </span>
      </div>
      {details.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-stone-800">
          {details.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-2 break-all">
              <Icon className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      )}
      {supplier.notes && <p className="text-sm text-stone-700">{supplier.notes}</p>}
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${supplier.name}`}>
          Editar
        </Button>
        <Button variant="ghost" size="sm" onClick={onToggleActive} disabled={pending}>
          {supplier.isActive ? 'Desativar' : 'Reativar'}
          <span className="sr-only"> {supplier.name}</span>
        </Button>
      </div>
    </li>
  );
}
