import type { FieldError } from '@palisade/sdk';
import type { FrameworkView } from './complianceApi';

/** A framework being composed: what the server's framework schema takes, as the form edits it. */
export interface DraftRequirement { id: string; title: string; checks: string[] }
export interface DraftSection { id: string; title: string; requirements: DraftRequirement[] }
export interface FrameworkDraft { id: string; name: string; version: string; description: string; sections: DraftSection[] }

export const emptyRequirement = (): DraftRequirement => ({ id: '', title: '', checks: [] });
export const emptySection = (): DraftSection => ({ id: '', title: '', requirements: [emptyRequirement()] });
export const emptyDraft = (): FrameworkDraft => ({ id: '', name: '', version: '1', description: '', sections: [emptySection()] });

/** The draft of an existing framework, to edit (only the fields the composer shows; the rest is kept by the server's defaults). */
export const draftOf = (f: FrameworkView): FrameworkDraft => ({
  id: f.id, name: f.name, version: f.version, description: f.description,
  sections: f.sections.map((s) => ({ id: s.id, title: s.title, requirements: s.requirements.map((r) => ({ id: r.id, title: r.title, checks: [...r.checks] })) })),
});

/** The server's problems by field path; a problem with a check names its list (`…checks`), not one item of it. */
export function problemsByField(fields: readonly FieldError[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fields) {
    const path = f.path.replace(/(\.checks)\.\d+$/, '$1');
    out.set(path, out.has(path) ? `${out.get(path)}; ${f.message}` : f.message);
  }
  return out;
}
