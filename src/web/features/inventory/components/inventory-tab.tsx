import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AdminTabProps } from '../../admin/types';
import { PurchasesPanel } from './purchases-panel';
import { StockPanel } from './stock-panel';
import { SuppliersPanel } from './suppliers-panel';

/** The 'Estoque' tab: stock, suppliers and purchases side by side. */
export function InventoryTab({ restaurantId, label }: AdminTabProps) {
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <header>
        <h2 className="text-2xl font-bold text-stone-900">Estoque</h2>
        <p className="text-stone-700">Quantidades, fornecedores e compras do restaurante.</p>
      </header>
      <Tabs defaultValue="stock">
        <TabsList aria-label="Seções do estoque">
          <TabsTrigger value="stock">Estoque</TabsTrigger>
          <TabsTrigger value="suppliers">Fornecedores</TabsTrigger>
          <TabsTrigger value="purchases">Compras</TabsTrigger>
        </TabsList>
        <TabsContent value="stock">
          <StockPanel restaurantId={restaurantId} />
        </TabsContent>
        <TabsContent value="suppliers">
          <SuppliersPanel restaurantId={restaurantId} />
        </TabsContent>
        <TabsContent value="purchases">
          <PurchasesPanel restaurantId={restaurantId} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
