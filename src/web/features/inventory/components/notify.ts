/** The admin toasts of section 8, with the server's message when it sent one. */
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';

export const notifySuccess = (title: string, description?: string) => toast({ title, description });

export const notifyError = (title: string, error: unknown, fallback = title) =>
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
