import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PERIOD_PRESET_LABELS } from '../../../../domain/reports/report-range';
import type { ReportTemplate } from '../../../../domain/reports/report-template';
import { REPORT_TYPE_LABELS } from '../../../../domain/reports/report-types';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useCreateTemplate } from '../api/create-template';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useUpdateTemplate } from '../api/update-template';
import type { ReportRequest } from '../lib/report-request';
import { DownloadLinks } from './download-links';
import { TemplateForm } from './template-form';

/** 'Criar modelo' and the saved templates, each with view, export, edit, delete and schedule. */
export function TemplatesSection({
  restaurantId,
  onView,
  onSchedule,
}: {
  restaurantId: string;
  onView: (request: ReportRequest) => void;
  onSchedule: (template: ReportTemplate) => void;
}) {
  const templates = useTemplates(restaurantId);
  const create = useCreateTemplate(restaurantId);
  const update = useUpdateTemplate(restaurantId);
  const remove = useDeleteTemplate(restaurantId);
  const [editing, setEditing] = useState<ReportTemplate | 'new' | null>(null);
  const mutation = editing === 'new' ? create : update;
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: serverMessage(error) ?? 'Tente novamente.', variant: 'destructive' });

  const save = (input: Parameters<typeof create.mutate>[0]) => {
    const done = {
      onSuccess: () => {
        setEditing(null);
        toast({ title: 'Modelo salvo' });
      },
      onError: fail('Erro ao salvar modelo'),
    };
    if (editing === 'new') create.mutate(input, done);
    else if (editing) update.mutate({ id: editing.id, ...input }, done);
  };

  const viewRequest = (template: ReportTemplate): ReportRequest => ({
    kind: 'template',
    templateId: template.id,
    title: template.name,
  });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Modelos de relatório</CardTitle>
          <CardDescription>
            Salve um relatório com período e colunas para gerar de novo ou agendar.
          </CardDescription>
        </div>
        <Button
          onClick={() => {
            create.reset();
            setEditing('new');
          }}
        >
          <Plus aria-hidden="true" />
          Criar modelo
        </Button>
      </CardHeader>
      <CardContent>
        {templates.isError && (
          <ErrorState message="Não foi possível carregar os modelos." onRetry={() => templates.refetch()} />
        )}
        {templates.data?.templates.length === 0 && (
          <p className="text-stone-700">Nenhum modelo salvo ainda.</p>
        )}
        <ul className="flex flex-col divide-y divide-stone-100">
          {templates.data?.templates.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center gap-2 py-3">
              <span className="min-w-48 flex-1">
                <span className="block font-medium text-stone-900">{template.name}</span>
                <span className="block text-sm text-stone-700">
                  {REPORT_TYPE_LABELS[template.reportType]} · {PERIOD_PRESET_LABELS[template.filters.period]}
                  {template.description ? ` · ${template.description}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onView(viewRequest(template))}
                aria-label={`Gerar ${template.name}`}
              >
                Gerar
              </Button>
              <DownloadLinks
                restaurantId={restaurantId}
                request={viewRequest(template)}
                name={template.name}
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  update.reset();
                  setEditing(template);
                }}
                aria-label={`Editar ${template.name}`}
              >
                Editar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onSchedule(template)}
                aria-label={`Agendar ${template.name}`}
              >
                Agendar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Excluir ${template.name}`}
                onClick={() => {
                  if (
                    window.confirm(
                      `Excluir o modelo "${template.name}"? Os agendamentos dele também serão excluídos.`,
                    )
                  ) {
                    remove.mutate(template.id, {
                      onSuccess: () => toast({ title: 'Modelo excluído' }),
                      onError: fail('Erro ao excluir modelo'),
                    });
                  }
                }}
              >
                Excluir
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'Criar modelo' : 'Editar modelo'}</DialogTitle>
          </DialogHeader>
          {editing !== null && (
            <TemplateForm
              key={editing === 'new' ? 'new' : editing.id}
              initial={editing === 'new' ? undefined : editing}
              pending={mutation.isPending}
              serverErrors={isApiError(mutation.error, 400) ? mutation.error.fields : undefined}
              onSubmit={save}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
