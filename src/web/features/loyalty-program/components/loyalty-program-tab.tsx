import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AdminTabProps } from '../../admin/types';
import { CouponsPanel } from '../../coupons';
import { CustomersPanel } from './customers-panel';
import { ReportsPanel } from './reports-panel';
import { RewardsPanel } from './rewards-panel';
import { TiersPanel } from './tiers-panel';

/** The 'Programa VIP' tab: customers, rewards, tiers and reports of the loyalty program. */
export function LoyaltyProgramTab({ restaurantId, label }: AdminTabProps) {
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <header>
        <h2 className="text-2xl font-bold text-stone-900">Programa VIP</h2>
        <p className="text-stone-700">Clientes, recompensas e níveis do seu programa de fidelidade.</p>
      </header>
      <Tabs defaultValue="customers">
        <TabsList aria-label="Seções do Programa VIP">
          <TabsTrigger value="customers">Clientes</TabsTrigger>
          <TabsTrigger value="rewards">Recompensas</TabsTrigger>
          <TabsTrigger value="tiers">Níveis</TabsTrigger>
          <TabsTrigger value="reports">Relatórios</TabsTrigger>
          <TabsTrigger value="coupons">Cupons</TabsTrigger>
        </TabsList>
        <TabsContent value="customers">
          <CustomersPanel restaurantId={restaurantId} />
        </TabsContent>
        <TabsContent value="rewards">
          <RewardsPanel restaurantId={restaurantId} />
        </TabsContent>
        <TabsContent value="tiers">
          <TiersPanel restaurantId={restaurantId} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsPanel restaurantId={restaurantId} />
        </TabsContent>
        <TabsContent value="coupons">
          <CouponsPanel restaurantId={restaurantId} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
