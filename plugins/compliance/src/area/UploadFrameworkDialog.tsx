import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, HttpError, Modal, useHttp, usePluginTranslation, type FieldError } from '@palisade/sdk';

/**
 * Adds a custom framework from a JSON file (or pasted text). The server validates it; each problem it finds is
 * listed with its line and field, and the text stays as it was to be fixed.
 */
export function UploadFrameworkDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const [source, setSource] = useState('');
  const [problems, setProblems] = useState<readonly FieldError[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const readFile = async (file: File | undefined) => { if (file) setSource(await file.text()); };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source.trim()) { setError(t('upload.empty')); return; }
    setSaving(true);
    setError(null);
    setProblems([]);
    try {
      const created = await http.post('compliance/v1/frameworks', { json: { source } }).json<{ id: string; name: string }>();
      await client.invalidateQueries({ queryKey: ['compliance'] });
      onCreated(created.id);
    } catch (cause) {
      const fields = cause instanceof HttpError ? cause.fields ?? [] : [];
      setProblems(fields);
      setError(fields.length > 0 ? t('upload.invalid') : cause instanceof HttpError && cause.serverMessage ? cause.serverMessage : t('upload.failed'));
    } finally { setSaving(false); }
  };
  return (
    <Modal open onOpenChange={(o) => { if (!o) onClose(); }} title={t('upload.title')} description={t('upload.description')}>
      <form onSubmit={(e) => void submit(e)} className="compliance__attest">
        <label>{t('upload.file')}<input type="file" accept="application/json,.json" onChange={(e) => void readFile(e.target.files?.[0])} /></label>
        <label>{t('upload.source')}<textarea rows={10} value={source} onChange={(e) => setSource(e.target.value)} aria-invalid={error !== null} /></label>
        {error && (
          <div role="alert">
            <p>{error}</p>
            {problems.length > 0 && <ul>{problems.map((p, i) => <li key={i}>{p.path ? `${p.path}: ` : ''}{p.message}</li>)}</ul>}
          </div>
        )}
        <Button type="submit" loading={saving}>{t('upload.save')}</Button>
      </form>
    </Modal>
  );
}
