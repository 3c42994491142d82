import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, HttpError, Modal, useHttp, usePluginTranslation } from '@palisade/sdk';
import { emptyRequirement, emptySection, problemsByField, type FrameworkDraft } from './frameworkDraft';

interface Props { initial: FrameworkDraft; editing: boolean; onClose: () => void; onSaved: (id: string) => void }

/**
 * Composes a custom framework from the alert policies' checks: name, sections, requirements and the checks behind each
 * (none makes a requirement manual). The server validates it; each problem shows on its field, and nothing typed is lost.
 */
export function ComposeFrameworkDialog({ initial, editing, onClose, onSaved }: Props) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const checks = useQuery({ queryKey: ['compliance', 'checks'], queryFn: ({ signal }) => http.get('compliance/v1/checks', { signal }).json<{ checks: { id: string; title: string; cloud: string }[] }>() });
  const update = (change: (d: FrameworkDraft) => void) => setDraft((d) => { const next = structuredClone(d); change(next); return next; });
  const field = (path: string, label: string, value: string, set: (v: string, d: FrameworkDraft) => void, extra?: ReactNode) => (
    <label>
      {label}
      <input value={value} onChange={(e) => { const v = e.target.value; update((d) => set(v, d)); }} aria-invalid={problems.has(path)}
        aria-describedby={problems.has(path) ? `problem-${path}` : undefined} disabled={editing && path === 'id'} />
      {problems.has(path) && <span id={`problem-${path}`} className="compliance__problem">{problems.get(path)}</span>}
      {extra}
    </label>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setProblems(new Map());
    try {
      const saved = editing
        ? await http.put(`compliance/v1/frameworks/${encodeURIComponent(initial.id)}`, { json: { framework: draft } }).json<{ id: string }>()
        : await http.post('compliance/v1/frameworks', { json: { framework: draft } }).json<{ id: string }>();
      await client.invalidateQueries({ queryKey: ['compliance'] });
      onSaved(saved.id);
    } catch (cause) {
      const fields = cause instanceof HttpError ? cause.fields ?? [] : [];
      setProblems(problemsByField(fields));
      setError(fields.length > 0 ? t('compose.invalid', { count: fields.length }) : cause instanceof HttpError && cause.serverMessage ? cause.serverMessage : t('compose.failed'));
    } finally { setSaving(false); }
  };
  return (
    <Modal open onOpenChange={(o) => { if (!o) onClose(); }} title={t(editing ? 'compose.editTitle' : 'compose.title')} description={t('compose.description')}>
      <form onSubmit={(e) => void submit(e)} className="compliance__compose">
        {error && <p role="alert">{error}</p>}
        {field('id', t('compose.id'), draft.id, (v, d) => { d.id = v; })}
        {field('name', t('compose.name'), draft.name, (v, d) => { d.name = v; })}
        {field('version', t('compose.version'), draft.version, (v, d) => { d.version = v; })}
        {field('description', t('compose.frameworkDescription'), draft.description, (v, d) => { d.description = v; })}
        {draft.sections.map((s, si) => (
          <fieldset key={si}>
            <legend>{t('compose.section', { n: si + 1 })}</legend>
            {field(`sections.${si}.id`, t('compose.sectionId'), s.id, (v, d) => { d.sections[si]!.id = v; })}
            {field(`sections.${si}.title`, t('compose.sectionTitle'), s.title, (v, d) => { d.sections[si]!.title = v; })}
            {s.requirements.map((r, ri) => {
              const at = `sections.${si}.requirements.${ri}`;
              const name = t('compose.requirement', { section: si + 1, n: ri + 1 });
              return (
                <fieldset key={ri}>
                  <legend>{name}</legend>
                  {field(`${at}.id`, t('compose.requirementId'), r.id, (v, d) => { d.sections[si]!.requirements[ri]!.id = v; })}
                  {field(`${at}.title`, t('compose.requirementTitle'), r.title, (v, d) => { d.sections[si]!.requirements[ri]!.title = v; })}
                  <label>
                    {t('compose.checks')}
                    <select multiple size={4} value={r.checks} aria-invalid={problems.has(`${at}.checks`)}
                      onChange={(e) => { const v = [...e.target.selectedOptions].map((o) => o.value); update((d) => { d.sections[si]!.requirements[ri]!.checks = v; }); }}>
                      {(checks.data?.checks ?? []).map((c) => <option key={c.id} value={c.id}>{c.id} {c.title}</option>)}
                    </select>
                    {problems.has(`${at}.checks`) && <span className="compliance__problem">{problems.get(`${at}.checks`)}</span>}
                  </label>
                  <Button variant="secondary" onClick={() => update((d) => { d.sections[si]!.requirements.splice(ri, 1); })} disabled={s.requirements.length === 1}>
                    {t('compose.removeRequirement', { name })}
                  </Button>
                </fieldset>
              );
            })}
            <Button variant="secondary" onClick={() => update((d) => { d.sections[si]!.requirements.push(emptyRequirement()); })}>{t('compose.addRequirement', { n: si + 1 })}</Button>
            <Button variant="secondary" onClick={() => update((d) => { d.sections.splice(si, 1); })} disabled={draft.sections.length === 1}>{t('compose.removeSection', { n: si + 1 })}</Button>
          </fieldset>
        ))}
        <Button variant="secondary" onClick={() => update((d) => { d.sections.push(emptySection()); })}>{t('compose.addSection')}</Button>
        <Button type="submit" loading={saving}>{t('compose.save')}</Button>
      </form>
    </Modal>
  );
}
