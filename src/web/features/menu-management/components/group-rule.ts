import type { OptionGroupView } from '../../../../domain/menu/menu-api';
import { minimumChoices } from '../../../../domain/menu/pricing';

/** "Obrigatório · escolha 1", "Opcional · até 3", "Meio a meio · até 2 sabores". */
export function groupRule(
  group: Pick<OptionGroupView, 'kind' | 'isRequired' | 'minChoices' | 'maxChoices'>,
): string {
  const min = minimumChoices(group);
  const choices =
    min === group.maxChoices
      ? `escolha ${min}`
      : min > 0
        ? `de ${min} a ${group.maxChoices}`
        : `até ${group.maxChoices}`;
  if (group.kind === 'flavors') return `Meio a meio · ${choices} sabores`;
  return `${group.isRequired ? 'Obrigatório' : 'Opcional'} · ${choices}`;
}
