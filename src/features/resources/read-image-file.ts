// Reads a chosen logo as a data URL, refusing files that are not images or exceed 200 KB
// (the server stores the logo inline with the company).
export const MAX_LOGO_BYTES = 200 * 1024;

export type ImageReadResult = { ok: true; dataUrl: string } | { ok: false; reason: 'tooLarge' | 'notImage' };

export const checkImageFile = (file: Pick<File, 'size' | 'type'>): 'tooLarge' | 'notImage' | null => {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_LOGO_BYTES) return 'tooLarge';
  return null;
};

export const readImageFile = (file: File): Promise<ImageReadResult> => {
  const problem = checkImageFile(file);
  if (problem) return Promise.resolve({ ok: false, reason: problem });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ ok: true, dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
};
