/**
 * A sentence with amounts in it ("Pagamento: Dinheiro (troco para R$ 100,00)"), each amount kept on
 * one line: formatBRL writes a plain space after "R$", so a narrow card could break the amount there.
 */
const AMOUNT = /R\$ -?[\d.]+,\d{2}/g;

export function AmountsWhole({ text }: { text: string }) {
  const parts: (string | { amount: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(AMOUNT)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ amount: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order.
          <span key={index} className="whitespace-nowrap">
            {part.amount}
          </span>
        ),
      )}
    </>
  );
}
