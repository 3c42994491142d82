#!/usr/bin/env node
// @ts-check
import { readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage: palisade-iac upload <file>... [options]     (a file "-" is read from stdin)

Uploads scanner results (SARIF 2.1.0, Checkov JSON, KICS JSON, Trivy JSON) to Palisade, prints each upload's report and
exits with 1 when the pipeline's policy fails the build, 2 when an upload could not be made, else 0.

Options:
  --format <sarif|checkov|kics|trivy>  the files' format (default: recognised from each file)
  --repository <owner/name>            the repository scanned (required)
  --branch <name>                      default main
  --commit <sha>                       the commit scanned
  --pull-request <number>              the pull request, when the scan is of one
  --pipeline <id>                      the pipeline whose pass/fail policy applies
  --source <ci|cli|ide>                default ci; cli for a scan on a workstation
  --developer <name>, --machine <name> who and where, for local scans (default: your user name and host name)
  --url <console URL>                  or PALISADE_URL
  API key: PALISADE_API_KEY (never an option, so it stays out of process lists and CI logs)`;

/** @param {string} text */
function recognise(text) {
  const head = text.slice(0, 4000);
  if (/"version"\s*:\s*"2\.1\.0"/.test(head) || /"\$schema"\s*:\s*"[^"]*sarif/.test(head)) return 'sarif';
  if (/"queries"\s*:/.test(text) && /"kics_version"|"query_id"/.test(text)) return 'kics';
  if (/"SchemaVersion"\s*:|"ArtifactName"\s*:/.test(head)) return 'trivy';
  if (/"check_type"\s*:|"failed_checks"\s*:|"checkov_version"/.test(text)) return 'checkov';
  return undefined;
}

/** @param {any} r */
function printReport(r) {
  const s = r.bySeverity;
  console.log(`${r.fileName}: ${r.accepted} findings (${r.created} new, ${r.updated} seen again), ${r.resolved} resolved; ` +
    `Critical ${s.Critical}, High ${s.High}, Medium ${s.Medium}, Low ${s.Low}`);
  for (const p of r.rejected) console.log(`  left out${p.line ? ` line ${p.line}` : ''}${p.path ? ` ${p.path}` : ''}: ${p.reason}`);
  console.log(`  ${r.verdict.outcome === 'fail' ? 'FAIL' : 'PASS'}: ${r.verdict.reason}`);
}

/** @param {string[]} argv */
export async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: {
      format: { type: 'string' }, repository: { type: 'string' }, branch: { type: 'string' }, commit: { type: 'string' }, 'pull-request': { type: 'string' },
      pipeline: { type: 'string' }, source: { type: 'string' }, developer: { type: 'string' }, machine: { type: 'string' }, url: { type: 'string' }, help: { type: 'boolean' },
    } });
  } catch (error) {
    console.error(`palisade-iac: ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const { values: o, positionals } = parsed;
  if (o.help) { console.log(USAGE); return 0; }
  const [command, ...files] = positionals;
  const url = o.url ?? process.env['PALISADE_URL'];
  const apiKey = process.env['PALISADE_API_KEY'];
  const missing = [command !== 'upload' && 'the command "upload"', files.length === 0 && 'a file (or - for stdin)', !o.repository && '--repository',
    !url && '--url or PALISADE_URL', !apiKey && 'PALISADE_API_KEY'].filter(Boolean);
  if (missing.length) { console.error(`palisade-iac: missing ${missing.join(', ')}\n\n${USAGE}`); return 2; }
  let failed = false;
  for (const file of files) {
    let text;
    try { text = readFileSync(file === '-' ? 0 : file, 'utf8'); } catch (error) {
      console.error(`palisade-iac: cannot read ${file}: ${error instanceof Error ? error.message : error}`);
      return 2;
    }
    const format = o.format ?? recognise(text);
    if (!format) { console.error(`palisade-iac: ${file} is not SARIF, Checkov, KICS or Trivy JSON that palisade-iac recognises; say which with --format`); return 2; }
    const query = new URLSearchParams({ format, fileName: file === '-' ? 'stdin' : basename(file), repository: /** @type {string} */ (o.repository),
      branch: o.branch ?? 'main', source: o.source ?? 'ci' });
    // A scan from a workstation names who ran it and where, unless told otherwise.
    const local = o.source === 'cli' || o.source === 'ide';
    const developer = o.developer ?? (local ? userInfo().username : undefined);
    const machine = o.machine ?? (local ? hostname() : undefined);
    for (const [k, v] of /** @type {const} */ ([['commit', o.commit], ['pullRequest', o['pull-request']], ['pipeline', o.pipeline], ['developer', developer], ['machine', machine]])) {
      if (v) query.set(k, v);
    }
    let res;
    try {
      res = await fetch(`${String(url).replace(/\/+$/, '')}/api/iac/api/v1/uploads?${query}`, {
        method: 'POST', headers: { 'x-api-key': /** @type {string} */ (apiKey), 'content-type': 'application/json' }, body: text, signal: AbortSignal.timeout(120_000),
      });
    } catch (error) {
      console.error(`palisade-iac: cannot reach ${url}: ${error instanceof Error ? error.message : error}`);
      return 2;
    }
    const body = await res.json().catch(() => ({}));
    if (res.status !== 201) {
      console.error(`palisade-iac: ${file} was not accepted (${res.status}): ${body?.error?.message ?? res.statusText}`);
      for (const f of body?.error?.fields ?? []) console.error(`  ${f.path}: ${f.message}`);
      return 2;
    }
    printReport(body);
    if (body.verdict.outcome === 'fail') failed = true;
  }
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
