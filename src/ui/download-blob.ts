// Saves a file the SPA fetched itself (with the session's token) under a name, as a download.
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the URL would otherwise hold it until the page closes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
