import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const STEPS = [
  'Baixe o QR Code',
  'Imprima ou exiba no seu restaurante',
  'Os clientes escaneiam com a câmera do celular',
  'Os pedidos chegam no seu WhatsApp',
];

const TIPS = [
  'Teste o QR Code antes de imprimir',
  'Imprima com no mínimo 5x5cm',
  'Mantenha o QR Code limpo e sem rasuras',
  'Coloque em um lugar de fácil acesso para os clientes',
];

/** Section 2: the four usage steps and the tips. */
export function QrUsageGuide() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Como usar</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex items-center gap-3 text-stone-800">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-orange-100 font-bold text-orange-800">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Dicas</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-stone-800">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
