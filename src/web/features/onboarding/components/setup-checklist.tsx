import { CheckCircle2, Circle, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { ONBOARDING_STEPS } from '../../../../domain/onboarding/onboarding';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useMarkShared, useOnboarding, useSetChecklistHidden } from '../api/onboarding';

/**
 * The new owner's setup checklist on the dashboard (issue 20, item 13): each step as the server
 * decided it, with a link to the tab that does it, until every step is done. The owner may hide it;
 * a hidden list leaves one line to bring it back. Nothing is shown while it loads or if it fails:
 * the dashboard's figures come first.
 */
export function SetupChecklist({ restaurantId }: { restaurantId: string }) {
  const onboarding = useOnboarding(restaurantId);
  const shared = useMarkShared(restaurantId);
  const hide = useSetChecklistHidden(restaurantId);
  if (!onboarding.data || onboarding.data.complete) return null;
  const { steps, hidden } = onboarding.data;
  const done = steps.filter((step) => step.done).length;
  const progress = `${done} de ${steps.length} passos concluídos`;

  if (hidden)
    return (
      <p className="text-sm text-stone-600">
        Configuração do restaurante: {progress}.{' '}
        <button
          type="button"
          className="font-medium text-orange-800 underline underline-offset-2"
          onClick={() => hide.mutate(false)}
        >
          Mostrar a lista
        </button>
      </p>
    );

  const share = async () => {
    const url = `${window.location.origin}/menu/${restaurantId}`;
    try {
      if (navigator.share) await navigator.share({ title: 'Nosso cardápio', url });
      else {
        await navigator.clipboard.writeText(url);
        toast({ title: 'Link copiado!', description: url });
      }
      shared.mutate();
    } catch {
      toast({ title: 'Não foi possível compartilhar', description: url, variant: 'destructive' });
    }
  };

  return (
    <section
      aria-labelledby="setup-checklist-title"
      className="rounded-2xl border border-orange-200 bg-orange-50 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="setup-checklist-title" className="text-lg font-bold text-stone-900">
            Configure seu restaurante
          </h2>
          <p className="text-sm text-stone-700">{progress}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => hide.mutate(true)} disabled={hide.isPending}>
          Ocultar lista
        </Button>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-orange-100"
        role="progressbar"
        aria-label="Progresso da configuração"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
      >
        <div className="h-full bg-orange-700" style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <ol className="mt-4 flex flex-col gap-2">
        {steps.map((step) => {
          const info = ONBOARDING_STEPS[step.key];
          return (
            <li
              key={step.key}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-orange-100 bg-white p-3"
            >
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
              )}
              <div className="min-w-0 flex-1 basis-48">
                <p className={step.done ? 'font-medium text-stone-500' : 'font-medium text-stone-900'}>
                  {info.title}
                  <span className="sr-only">{step.done ? ' (concluído)' : ' (pendente)'}</span>
                </p>
                {/* A step done says what the server found; one to do says why it matters. */}
                {(step.detail ?? (step.done ? null : info.hint)) && (
                  <p className="text-sm text-stone-600">{step.detail ?? info.hint}</p>
                )}
              </div>
              {step.key === 'share' && !step.done ? (
                <Button size="sm" onClick={() => void share()}>
                  <Share2 aria-hidden="true" />
                  Compartilhar link
                </Button>
              ) : (
                <Link
                  to={`/admin/${encodeURIComponent(restaurantId)}?tab=${info.tab}`}
                  className={buttonClasses(step.done ? 'ghost' : 'outline', 'sm')}
                >
                  {step.done ? 'Ver' : 'Fazer agora'}
                  <span className="sr-only">: {info.title}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
