/**
 * The admin panel's tabs (section 2 of the specification), in order, with their URL keys and
 * labels. Each tab's component is downloaded only when the tab is opened; a tab whose first screen
 * waits on a call names it in `prefetch`, so the call runs while the code downloads, not after.
 * A tab shows only to a person whose role holds its capability (decision 0040).
 */
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Capability } from '../../../domain/staff/capabilities';
import { reportsQueryOptions } from '../dashboard/api/get-reports';
import type { AdminTabProps } from './types';

type TabComponent = LazyExoticComponent<ComponentType<AdminTabProps>>;
type Prefetch = (queryClient: QueryClient, restaurantId: string) => Promise<void>;

export const ADMIN_TABS = [
  {
    key: 'dashboard',
    capability: 'reports.view',
    label: 'Dashboard',
    Component: lazy(() =>
      import('../dashboard/components/dashboard-tab').then((module) => ({ default: module.DashboardTab })),
    ),
    prefetch: (queryClient, restaurantId) => queryClient.prefetchQuery(reportsQueryOptions(restaurantId)),
  },
  {
    key: 'orders',
    capability: 'orders.view',
    label: 'Delivery/Retirada',
    Component: lazy(() =>
      import('../orders-panel/components/orders-tab').then((module) => ({
        default: module.DeliveryOrdersTab,
      })),
    ),
  },
  {
    key: 'table-orders',
    capability: 'orders.view',
    label: 'Pedidos Mesas',
    Component: lazy(() =>
      import('../orders-panel/components/orders-tab').then((module) => ({ default: module.TableOrdersTab })),
    ),
  },
  {
    key: 'dining-room',
    capability: 'tables.view',
    label: 'Mesas',
    Component: lazy(() =>
      import('../dining-room/components/dining-room-tab').then((module) => ({
        default: module.DiningRoomTab,
      })),
    ),
  },
  {
    key: 'register',
    capability: 'register.view',
    label: 'Caixa',
    Component: lazy(() =>
      import('../register/components/register-tab').then((module) => ({ default: module.RegisterTab })),
    ),
  },
  {
    key: 'kitchen-display',
    capability: 'kitchen.display',
    label: 'Cozinha (KDS)',
    Component: lazy(() =>
      import('../kitchen-display/components/kitchen-display-tab').then((module) => ({
        default: module.KitchenDisplayTab,
      })),
    ),
  },
  {
    key: 'fiscal-receipts',
    capability: 'fiscal.issue',
    label: 'Notas fiscais',
    Component: lazy(() =>
      import('../fiscal-receipts/components/fiscal-receipts-tab').then((module) => ({
        default: module.FiscalReceiptsTab,
      })),
    ),
  },
  {
    key: 'menu-management',
    capability: 'menu.edit',
    label: 'Cardápio',
    Component: lazy(() =>
      import('../menu-management/components/menu-management-tab').then((module) => ({
        default: module.MenuManagementTab,
      })),
    ),
  },
  {
    key: 'inventory',
    capability: 'stock.manage',
    label: 'Estoque',
    Component: lazy(() =>
      import('../inventory/components/inventory-tab').then((module) => ({ default: module.InventoryTab })),
    ),
  },
  {
    key: 'branding',
    capability: 'settings.edit',
    label: 'Visual',
    Component: lazy(() =>
      import('../branding/components/visual-tab').then((module) => ({ default: module.VisualTab })),
    ),
  },
  {
    key: 'fiscal',
    capability: 'settings.edit',
    label: 'Dados fiscais',
    Component: lazy(() =>
      import('../fiscal-settings/components/fiscal-tab').then((module) => ({
        default: module.FiscalSettingsTab,
      })),
    ),
  },
  {
    key: 'qr-code',
    capability: 'menu.view',
    label: 'QR code',
    Component: lazy(() =>
      import('../qr-code/components/qr-code-tab').then((module) => ({ default: module.QrCodeTab })),
    ),
  },
  {
    key: 'loyalty-config',
    capability: 'loyalty.manage',
    label: 'Fidelidade',
    Component: lazy(() =>
      import('../loyalty-config/components/loyalty-config-tab').then((module) => ({
        default: module.LoyaltyConfigTab,
      })),
    ),
  },
  {
    key: 'loyalty-program',
    capability: 'loyalty.manage',
    label: 'Programa VIP',
    Component: lazy(() =>
      import('../loyalty-program/components/loyalty-program-tab').then((module) => ({
        default: module.LoyaltyProgramTab,
      })),
    ),
  },
  {
    key: 'reports',
    capability: 'reports.view',
    label: 'Relatórios',
    Component: lazy(() =>
      import('../reports/components/reports-tab').then((module) => ({ default: module.ReportsTab })),
    ),
  },
  {
    key: 'integrations',
    capability: 'integrations.manage',
    label: 'Integrações',
    Component: lazy(() =>
      import('../integrations/components/integrations-tab').then((module) => ({
        default: module.IntegrationsTab,
      })),
    ),
  },
  {
    key: 'team',
    capability: 'team.manage',
    label: 'Equipe',
    Component: lazy(() =>
      import('../staff/components/team-tab').then((module) => ({ default: module.TeamTab })),
    ),
  },
  {
    key: 'kitchen-settings',
    // The print queue ('Reimprimir') needs only kitchen.reprint; the settings inside need kitchen.configure.
    capability: 'kitchen.reprint',
    label: 'Cozinha',
    Component: lazy(() =>
      import('../kitchen-settings/components/kitchen-tab').then((module) => ({
        default: module.KitchenSettingsTab,
      })),
    ),
  },
] as const satisfies readonly {
  key: string;
  /** What the acting person needs to see the tab: the same matrix the server enforces. */
  capability: Capability;
  label: string;
  Component: TabComponent;
  prefetch?: Prefetch;
}[];

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

export const DEFAULT_ADMIN_TAB: AdminTabKey = 'dashboard';

export function isAdminTabKey(value: string | null): value is AdminTabKey {
  return ADMIN_TABS.some((tab) => tab.key === value);
}

/** The tabs the acting person may open, in order; the owner (no list) sees them all. */
export function visibleTabs(capabilities: readonly Capability[] | undefined) {
  return ADMIN_TABS.filter((tab) => !capabilities || capabilities.includes(tab.capability));
}
