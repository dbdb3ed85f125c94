import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { type UploadTarget, uploadImage } from './upload-image';

/** Section 9: at most 5MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Por favor, selecione apenas arquivos de imagem.';
export const IMAGE_TOO_LARGE = 'A imagem deve ter no máximo 5MB.';
const UPLOAD_FAILED = 'Erro ao fazer upload da imagem. Tente novamente.';

/** Why a chosen file is refused before it is sent; null when it may go. */
export function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/**
 * Uploads a chosen image with a local preview and progress, and the section 8 toasts: 'Sucesso!',
 * or 'Erro' with the reason.
 */
export function useImageUpload(target: UploadTarget, onUploaded: (url: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function upload(file: File) {
    const problem = fileProblem(file);
    if (problem) {
      toast({ title: 'Erro', description: problem, variant: 'destructive' });
      return;
    }
    controller.current?.abort();
    controller.current = new AbortController();
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const url = await uploadImage(target, file, setProgress, controller.current.signal);
      onUploaded(url);
      toast({ title: 'Sucesso!', description: 'Imagem enviada.' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: 'Erro', description: serverMessage(error) ?? UPLOAD_FAILED, variant: 'destructive' });
    } finally {
      setProgress(null);
      setPreview(null);
    }
  }

  return { upload, progress, preview, isUploading: progress !== null };
}
