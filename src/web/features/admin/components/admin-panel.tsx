import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import type { Acting } from '../../../../domain/staff/acting';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ActingBar } from '../../staff/components/acting-bar';
import { useAdminTab } from '../hooks/use-admin-tab';
import { visibleTabs } from '../tabs';
import type { AdminRestaurant } from '../types';
import { PanelSectionPicker } from './panel-section-picker';
import { PlanStatus } from './plan-status';

interface AdminPanelProps {
  restaurant: AdminRestaurant;
  /** The always-mounted live orders bar (ring, stream mode, printing), composed by the page. */
  live?: ReactNode;
  /** Counters shown beside a tab's label from any tab, by tab key (e.g. low stock on 'Estoque'). */
  badges?: Partial<Record<string, ReactNode>>;
  /** Who uses the panel (the owner, or staff after a PIN switch): the tabs follow their role. */
  acting?: Acting;
}

export function AdminPanel({ restaurant, live, badges, acting }: AdminPanelProps) {
  const tabs = visibleTabs(acting?.capabilities);
  const [tab, setTab] = useAdminTab(tabs.map(({ key }) => key));
  const queryClient = useQueryClient();
  // While rendering, not in an effect: effects run children first, so the tab's call would queue
  // behind every call of the bars above it, on a server whose embedded database answers one at a
  // time. A query already cached or in flight is not asked again.
  const open = tabs.find(({ key }) => key === tab);
  if (open && 'prefetch' in open) void open.prefetch(queryClient, restaurant.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <title>{`Painel Administrativo | ${restaurant.name} | Comanda`}</title>
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-stone-900">Painel Administrativo</h1>
          <p className="text-lg text-stone-800">{restaurant.name}</p>
          {/* The plan is the owner's business: a waiter's phone neither shows it nor asks for it. */}
          {(!acting || acting.capabilities.includes('plan.manage')) && <PlanStatus restaurant={restaurant} />}
          {acting && <ActingBar restaurantId={restaurant.id} acting={acting} />}
        </div>
        <Link
          to={`/menu/${restaurant.id}`}
          target="_blank"
          className="inline-flex items-center gap-1 font-semibold text-orange-700 underline-offset-4 hover:underline"
        >
          Ver cardápio público
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(abre em nova aba)</span>
        </Link>
      </header>
      {live && <div className="mt-6">{live}</div>}
      {tabs.length === 0 && (
        <p className="mt-8 rounded-xl border border-stone-300 bg-white p-6 text-center text-stone-800">
          Painel bloqueado. Toque em “Trocar usuário” e digite seu PIN para continuar.
        </p>
      )}
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <PanelSectionPicker tab={tab} tabs={tabs} onChange={setTab} />
        <TabsList aria-label="Seções do painel" className="hidden md:flex">
          {tabs.map(({ key, label }) => (
            <TabsTrigger key={key} value={key}>
              {label}
              {badges?.[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ key, label, Component }) => (
          <TabsContent key={key} value={key}>
            <Suspense fallback={<LoadingState label="Carregando..." />}>
              <Component restaurantId={restaurant.id} label={label} />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
