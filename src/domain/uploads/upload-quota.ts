/**
 * How many images, and how many bytes of them, one restaurant may keep (issue 32, item 6: a trial
 * owner stored 100 images, 28 MB, in 20 seconds, on the disk the embedded database lives on). The
 * count is of the images kept now: an image no item, logo, banner or reward uses is deleted after a
 * grace period (decision 0035), which gives its place back. One rule for the upload route's early
 * check and for the check made when the upload is recorded.
 */
import { LOCALE } from '../format/format';

export interface UploadUsage {
  images: number;
  bytes: number;
}

export interface UploadQuota {
  maxImages: number;
  maxBytes: number;
}

export interface UploadRefusal {
  /** 429 for the count (it frees itself as unused images go), 413 for the room the bytes need. */
  status: 413 | 429;
  message: string;
}

const MB = 1024 * 1024;
const AFTERWARDS =
  'Imagens que não estão em uso no cardápio, no logo, no banner ou nas recompensas são apagadas ' +
  'automaticamente depois de um dia.';

/** Why `incomingBytes` more may not be kept, or null when they fit. */
export function uploadRefusal(
  usage: UploadUsage,
  incomingBytes: number,
  quota: UploadQuota,
): UploadRefusal | null {
  if (usage.images + 1 > quota.maxImages)
    return {
      status: 429,
      message: `Limite de ${quota.maxImages.toLocaleString(LOCALE)} imagens guardadas atingido. ${AFTERWARDS}`,
    };
  if (usage.bytes + incomingBytes > quota.maxBytes)
    return {
      status: 413,
      message: `Limite de ${Math.floor(quota.maxBytes / MB).toLocaleString(LOCALE)} MB de imagens guardadas atingido. ${AFTERWARDS}`,
    };
  return null;
}
