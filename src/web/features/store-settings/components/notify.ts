/** The 'Visual' tab's toasts (section 8): 'Dados atualizados!' or 'Erro ao atualizar' with the reason. */
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';

export const notifySaved = () => toast({ title: 'Dados atualizados!' });

export const notifyFailed = (error: unknown) =>
  toast({
    title: 'Erro ao atualizar',
    description: serverMessage(error) ?? 'Erro ao atualizar',
    variant: 'destructive',
  });
