/**
 * How a diner's choices read wherever an order is shown: the cart, checkout, the confirmation's
 * WhatsApp message, tracking, the orders panel and its kitchen ticket. Choices are listed under
 * their group ("Borda recheada: Catupiry"); a group the owner named as a question ("Com ou sem
 * gás?") is answered by the choice alone ("Com gás"), never "Com ou sem gás?: Com gás". One home, so
 * the screens and the message cannot drift apart.
 */

export interface ChosenOption {
  groupName?: string | null;
  name: string;
}

/** Whether a group's name asks something ("Com ou sem gás?", "¿Ponto da carne?"). */
export function isQuestionGroup(groupName: string | null | undefined): boolean {
  return /\?\s*$/.test(groupName ?? '');
}

/** What leads a group's choices: "Borda recheada: ", or "Com ou sem gás? " for a question. */
export function optionGroupLead(groupName: string): string {
  const name = groupName.trim();
  return isQuestionGroup(name) ? `${name} ` : `${name}: `;
}

/**
 * One text per group, in the order chosen: "Tamanho: Grande", "Adicionais: Bacon, Ovo", "Com gás".
 * `label` writes each choice (the WhatsApp message adds its price).
 */
export function optionAnswers<T extends ChosenOption>(
  options: readonly T[],
  label: (option: T) => string = (option) => option.name,
): string[] {
  const groups = new Map<string, string[]>();
  for (const option of options) {
    const group = option.groupName?.trim() ?? '';
    groups.set(group, [...(groups.get(group) ?? []), label(option)]);
  }
  return [...groups].map(([group, choices]) =>
    !group || isQuestionGroup(group) ? choices.join(', ') : `${group}: ${choices.join(', ')}`,
  );
}
