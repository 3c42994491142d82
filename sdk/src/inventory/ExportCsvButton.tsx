import { useState } from 'react';
import { useHttp } from '../http/useHttp';
import { Button } from '../ui/Button';
import { errorMessage } from './errorMessage';

/** Texts of {@link ExportCsvButton}; English unless given. */
export interface ExportCsvLabels {
  /** `Export CSV`. */
  button: string;
  /** While the server is asked; `Exporting…`. */
  busy: string;
  /** `The export could not start: <what the server said>`. */
  failed: (message: string) => string;
}

const ENGLISH: ExportCsvLabels = { button: 'Export CSV', busy: 'Exporting…', failed: (message) => `The export could not start: ${message}` };

/** Props of {@link ExportCsvButton}. */
export interface ExportCsvButtonProps {
  /** The export route relative to the console API, as the HTTP client takes it (`alerts/v1/alerts/export.csv`). */
  path: string;
  /**
   * The filters as a query string, built at click time, so a running time range ("last hour") ends at the click.
   */
  query: () => string;
  labels?: Partial<ExportCsvLabels>;
}

/** Hands a URL to the browser's download manager, which streams the file to disk (the page never holds it). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Exports the filtered set as the server's streamed CSV. The server is asked first and the answer's body dropped
 * after the headers: a refusal is said on the page (what failed, in the server's words), and only an export that
 * starts is handed to the download manager. The button says "Exporting…" until then.
 */
export function ExportCsvButton({ path, query, labels }: ExportCsvButtonProps) {
  const text = { ...ENGLISH, ...labels };
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    const search = query();
    const address = search ? `${path}?${search}` : path;
    setBusy(true);
    setError(null);
    try {
      const res = await http.get(address);
      await res.body?.cancel();
      download(`/bff/api/${address}`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="pl-export">
      <Button variant="secondary" loading={busy} onClick={() => void run()}>{busy ? text.busy : text.button}</Button>
      {error && <span role="alert" className="pl-export__error">{text.failed(error)}</span>}
    </span>
  );
}
