import { Quote } from 'lucide-react';

/** Sample words from restaurant owners, as marketing copy: no business names, no invented figures. */
const TESTIMONIALS = [
  {
    quote:
      'Parei de pagar comissão em cada pedido. O cliente pede pelo cardápio e a mensagem já chega organizada no nosso WhatsApp.',
    author: 'Dona de pizzaria',
    place: 'Belo Horizonte, MG',
  },
  {
    quote:
      'O QR Code na mesa acabou com a fila de cardápio de papel. O garçom agora só confirma o pedido no painel.',
    author: 'Sócio de hamburgueria',
    place: 'Curitiba, PR',
  },
  {
    quote:
      'Com os pontos de fidelidade, os clientes do almoço voltam durante a semana. Configurei tudo sozinha.',
    author: 'Proprietária de restaurante por quilo',
    place: 'Recife, PE',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="depoimentos-titulo" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="depoimentos-titulo" className="text-center text-3xl font-bold text-stone-900">
        Quem usa, recomenda
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, author, place }) => (
          <li key={author}>
            <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <Quote className="size-8 text-orange-600" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-stone-800">“{quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-stone-900">{author}</span>
                <span className="block text-stone-600">{place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
