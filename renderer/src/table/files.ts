/** Downloading a PDF the service made (base64 over the API) as a file. */
import { downloadBlob } from '../lib/files';

export function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function downloadBytes(fileName: string, bytes: Uint8Array, type: string): void {
  downloadBlob(fileName, new Blob([bytes as BlobPart], { type }));
}
