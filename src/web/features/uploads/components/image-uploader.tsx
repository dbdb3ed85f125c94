import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { UploadTarget } from '../api/upload-image';
import { useImageUpload } from '../api/use-image-upload';

interface ImageUploaderProps {
  label: string;
  target: UploadTarget;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** The recommended size, e.g. "Tamanho recomendado: 200x200". */
  hint?: string;
  /** Shape of the preview: square for items and logos, wide for banners. */
  shape?: 'square' | 'wide';
}

/** Picks an image, shows it at once, uploads it with a progress bar and reports the stored URL. */
export function ImageUploader({
  label,
  target,
  value,
  onChange,
  hint,
  shape = 'square',
}: ImageUploaderProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, preview, isUploading } = useImageUpload(target, onChange);
  const shown = preview ?? value ?? null;

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-stone-900">{label}</span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'grid shrink-0 place-items-center overflow-hidden rounded-xl border border-dashed border-stone-300 bg-stone-50',
            shape === 'wide' ? 'h-24 w-64' : 'size-24',
          )}
        >
          {shown ? (
            <img src={shown} alt={`Prévia: ${label}`} className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-8 text-stone-400" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label={label}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={isUploading} onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {value ? 'Trocar imagem' : 'Escolher imagem'}
            </Button>
            {value && !isUploading && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                <Trash2 aria-hidden="true" />
                Remover
              </Button>
            )}
          </div>
          {hint && <p className="text-sm text-stone-600">{hint}</p>}
          {progress !== null && (
            <div
              role="progressbar"
              aria-label={`Enviando ${label.toLowerCase()}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 w-48 overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-orange-600 transition-all" style={{ width: `${progress}%` }} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
