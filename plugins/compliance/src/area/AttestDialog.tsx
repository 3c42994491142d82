import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Modal, useHttp, usePluginTranslation } from '@palisade/sdk';
import { attest, type RequirementView } from './complianceApi';

const DAY = 86_400_000;

/** Attests a manual requirement: met or not met, the evidence, and until when the verdict holds. */
export function AttestDialog({ framework, requirement, onClose }: { framework: string; requirement: RequirementView; onClose: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const [verdict, setVerdict] = useState<'met' | 'not_met'>(requirement.attestation?.verdict ?? 'met');
  const [evidence, setEvidence] = useState(requirement.attestation?.evidence ?? '');
  const [expires, setExpires] = useState(new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!evidence.trim()) { setError(t('attest.needEvidence')); return; }
    setSaving(true);
    try {
      await attest(http, framework, requirement.id, { verdict, evidence, expiresAt: Date.parse(`${expires}T23:59:59Z`) });
      await client.invalidateQueries({ queryKey: ['compliance'] });
      onClose();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally { setSaving(false); }
  };
  return (
    <Modal open onOpenChange={(o) => { if (!o) onClose(); }} title={t('attest.title', { id: requirement.id })} description={requirement.title}>
      <form onSubmit={(e) => void submit(e)} className="compliance__attest">
        <fieldset>
          <legend>{t('attest.verdict')}</legend>
          <label><input type="radio" name="verdict" checked={verdict === 'met'} onChange={() => setVerdict('met')} /> {t('verdict.met')}</label>
          <label><input type="radio" name="verdict" checked={verdict === 'not_met'} onChange={() => setVerdict('not_met')} /> {t('verdict.not_met')}</label>
        </fieldset>
        <label>{t('attest.evidence')}<textarea value={evidence} onChange={(e) => setEvidence(e.target.value)} required aria-invalid={error !== null} /></label>
        <label>{t('attest.expires')}<input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} required /></label>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" loading={saving}>{t('attest.save')}</Button>
      </form>
    </Modal>
  );
}
