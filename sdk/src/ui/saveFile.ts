/**
 * Saves a file through the browser's download manager, under `fileName`.
 *
 * @example
 * ```ts
 * saveFile(new Blob([json], { type: 'application/json' }), 'policy.json');
 * ```
 *
 * @public
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is not needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The file name a response's `Content-Disposition` header gives, or `fallback` when it gives none.
 *
 * @public
 */
export function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}
