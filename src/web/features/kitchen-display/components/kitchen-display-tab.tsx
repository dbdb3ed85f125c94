/** The panel's 'Cozinha (KDS)' tab for owners and managers: which station's screen to open. */
import type { AdminTabProps } from '../../admin/types';
import { StationPicker } from './station-picker';

export function KitchenDisplayTab({ restaurantId, label }: AdminTabProps) {
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-4 rounded-xl border border-stone-300 bg-white p-4 md:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold text-stone-900">Tela da cozinha</h2>
        <p className="text-stone-800">
          Escolha a praça para abrir a sua tela no tablet ou na TV da cozinha. Toque num item para riscá-lo,
          em “Pronto” quando a comanda sair e em “Voltar” para trazer de volta a última.
        </p>
      </div>
      <StationPicker restaurantId={restaurantId} />
    </section>
  );
}
