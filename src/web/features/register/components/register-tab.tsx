/**
 * The 'Caixa' tab (issue 35, decision 0051): the day at the till ('Hoje'), past sessions
 * ('Histórico') and, for whoever edits the settings, the registers themselves ('Caixas'). What each
 * person sees follows their role's capabilities, as the server enforces them.
 */
import { useState } from 'react';
import type { Capability } from '../../../../domain/staff/capabilities';
import { cn } from '../../../lib/cn';
import type { AdminTabProps } from '../../admin/types';
import { useMe } from '../../auth/api/get-me';
import { RegisterDay } from './register-day';
import { RegisterHistory } from './register-history';
import { RegistersSettings } from './registers-settings';

type Section = 'day' | 'history' | 'registers';

export function RegisterTab({ restaurantId, label }: AdminTabProps) {
  const acting = useMe().data?.acting;
  const may = (capability: Capability) => !acting || acting.capabilities.includes(capability);
  const [section, setSection] = useState<Section>('day');
  const sections: { key: Section; label: string }[] = [
    { key: 'day', label: 'Hoje' },
    { key: 'history', label: 'Histórico' },
    ...(may('settings.edit') ? [{ key: 'registers' as const, label: 'Caixas' }] : []),
  ];

  return (
    <section aria-labelledby="register-tab-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h2 id="register-tab-title" className="text-2xl font-bold text-stone-900">
          {label}
        </h2>
        <nav aria-label="Seções do caixa" className="flex gap-1 rounded-lg bg-stone-100 p-1">
          {sections.map((item) => (
            <button
              key={item.key}
              type="button"
              aria-current={section === item.key ? 'page' : undefined}
              onClick={() => setSection(item.key)}
              className={cn(
                'flex-1 rounded-md px-4 py-2 font-semibold md:flex-none',
                section === item.key
                  ? 'bg-white text-orange-800 shadow-sm'
                  : 'text-stone-800 hover:bg-white/60',
              )}
            >
              {item.label}
            </button>
          ))}
        </nav>
      </div>
      {section === 'day' && <RegisterDay restaurantId={restaurantId} may={may} />}
      {section === 'history' && <RegisterHistory restaurantId={restaurantId} may={may} />}
      {section === 'registers' && <RegistersSettings restaurantId={restaurantId} />}
    </section>
  );
}
