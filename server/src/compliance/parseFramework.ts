import { z } from 'zod';
import { parseJsonWithLines } from './parseJsonWithLines.js';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);
const requirementSchema = z.object({
  id: text(40), title: text(300), description: z.string().max(2000).default(''), rationale: z.string().max(2000).default(''),
  remediation: z.string().max(2000).default(''), references: z.array(text(300)).max(20).default([]),
  profile: z.string().max(60).optional(),
  // Alert policy rule ids; none means the requirement is checked by a person (manual).
  checks: z.array(text(60)).max(50).default([]),
}).strict();
const sectionSchema = z.object({ id: text(40), title: text(200), requirements: z.array(requirementSchema).min(1).max(500) }).strict();
const frameworkSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'letters, digits, dot, dash or underscore, at most 40'),
  name: text(120), version: text(40), description: z.string().max(2000).default(''),
  sections: z.array(sectionSchema).min(1).max(200),
}).strict();

export type Framework = z.infer<typeof frameworkSchema>;
export type FrameworkSection = Framework['sections'][number];
export type Requirement = FrameworkSection['requirements'][number];

/** One problem in a framework file, with where it is, so its author can fix it. */
export interface FrameworkProblem { file: string; line: number; field: string; message: string }
export type FrameworkParse = { ok: true; framework: Framework } | { ok: false; problems: FrameworkProblem[] };

/** A framework file that does not validate; its message lists every problem with file, line and field. */
export class FrameworkFileError extends Error {
  override readonly name = 'FrameworkFileError';
  constructor(readonly problems: readonly FrameworkProblem[], options?: { cause?: unknown }) {
    super(`Framework file ${problems[0]?.file ?? ''} is invalid: ${problems.map((p) => `line ${p.line}, ${p.field || 'document'}: ${p.message}`).join('; ')}`, options);
  }
}

/**
 * Reads a framework from JSON text: shape, unique section and requirement ids, and checks that exist in
 * `knownChecks`. Every problem names the file, the line and the field.
 */
export function parseFramework(source: string, file: string, knownChecks: ReadonlySet<string>): FrameworkParse {
  const json = parseJsonWithLines(source);
  if (!json.ok) return { ok: false, problems: [{ file, line: json.line, field: '', message: `not valid JSON: ${json.message}` }] };
  const lineOf = (path: readonly PropertyKey[]) => {
    // A missing field has no line of its own: report the object that lacks it.
    for (let n = path.length; n >= 0; n -= 1) {
      const found = json.lines.get(path.slice(0, n).map(String).join('.'));
      if (found !== undefined) return found;
    }
    return 1;
  };
  const problem = (path: readonly PropertyKey[], message: string): FrameworkProblem => ({ file, line: lineOf(path), field: path.map(String).join('.'), message });
  const parsed = frameworkSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => problem(issue.path, issue.message)) };
  const problems: FrameworkProblem[] = [];
  const sections = new Set<string>();
  const requirements = new Set<string>();
  parsed.data.sections.forEach((section, s) => {
    if (sections.has(section.id)) problems.push(problem(['sections', s, 'id'], `section id "${section.id}" appears twice`));
    sections.add(section.id);
    section.requirements.forEach((requirement, r) => {
      const at = ['sections', s, 'requirements', r];
      if (requirements.has(requirement.id)) problems.push(problem([...at, 'id'], `requirement id "${requirement.id}" appears twice`));
      requirements.add(requirement.id);
      requirement.checks.forEach((check, c) => {
        if (!knownChecks.has(check)) problems.push(problem([...at, 'checks', c], `no policy has the rule id "${check}"`));
      });
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, framework: parsed.data };
}
