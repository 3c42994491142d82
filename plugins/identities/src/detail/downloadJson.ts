/** Saves text as a JSON file through the browser's download manager. */
export function downloadJson(fileName: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
