import { formatPoints } from '../../../../domain/format/points';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';

/** The diner's own code, to share: a friend who gives it earns them points on their first order. */
export function ReferralCode({ code, bonus }: { code: string; bonus: number }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Código copiado!' });
    } catch {
      toast({
        title: 'Não foi possível copiar',
        description: `Seu código é ${code}.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-stone-800">
        Seu código de indicação: <strong className="font-mono text-base text-stone-900">{code}</strong>
      </p>
      <p className="text-sm text-stone-700">
        Indique um amigo: quando o primeiro pedido dele for entregue, você ganha {formatPoints(bonus)}.
      </p>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={copy}>
        Copiar código
      </Button>
    </div>
  );
}
