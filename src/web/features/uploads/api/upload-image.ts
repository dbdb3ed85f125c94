/**
 * `POST /api/upload/menu-item` (field `image`) and `POST /api/upload/restaurant` (`logo` / `banner`).
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
import { ApiError } from '../../../lib/api-client';

export type UploadTarget =
  | { endpoint: 'menu-item'; field: 'image' }
  | { endpoint: 'restaurant'; field: 'logo' | 'banner' };

const RESPONSE_KEY = { image: 'imageUrl', logo: 'logoUrl', banner: 'bannerUrl' } as const;

/** Uploads one image; resolves with its URL. `onProgress` receives 0..100. */
export function uploadImage(
  target: UploadTarget,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/upload/${target.endpoint}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        const url = (JSON.parse(request.responseText) as Record<string, string>)[RESPONSE_KEY[target.field]];
        if (url) resolve(url);
        else reject(new ApiError(request.status, request.statusText, request.responseText));
      } catch {
        reject(new ApiError(request.status, request.statusText, request.responseText));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'Falha de conexão', ''));
    request.onabort = () => reject(new DOMException('Upload cancelado', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append(target.field, file);
    request.send(body);
  });
}
