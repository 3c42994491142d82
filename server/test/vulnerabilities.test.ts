import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let globex: string;
let globexEu: string;
let db: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  admin = await accessToken(t.url, 'admin@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' });
  globexEu = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
  db = openTestDatabase(t.dataDir);
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const DAY = 86_400_000;
const rows = <T = any>(query: string, ...params: unknown[]) => db.prepare(query).all(...params) as T[];
const acmeCount = (where: string, ...params: unknown[]) =>
  Number(rows<{ n: number }>(`SELECT count(*) AS n FROM vulnerabilities v WHERE tenant_id = 'tnt_acme' AND ${where}`, ...params)[0]!.n);
const qs = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
const get = (path: string, query: Record<string, string | number> = {}, token = admin) =>
  call(`${t.url}/api/vulnerability/api/v1/${path}?${qs(query)}`, { headers: bearer(token) });
const post = (path: string, json: unknown, token = admin) => call(`${t.url}/api/vulnerability/api/v1/${path}`, { method: 'POST', headers: bearer(token), json });

type Case = [name: string, query: Record<string, string>, where: string, match: (f: any) => boolean];

describe('finding list filters: each alone and together, every row matches and the total is the database count', () => {
  const cases: Case[] = [
    ['severity (two values)', { severity: 'Critical,High' }, `severity IN ('Critical', 'High')`, (f) => ['Critical', 'High'].includes(f.cve.severity)],
    ['status open', { status: 'open' }, `status = 'Open'`, (f) => f.status === 'open' && f.acceptedRisk === null],
    ['status accepted', { status: 'accepted' }, `status = 'Accepted'`, (f) => f.status === 'accepted' && f.acceptedRisk.reason.length > 0],
    ['in KEV', { kev: 'true' }, 'kev = 1', (f) => f.cve.kev.listed && /^\d{4}-\d{2}-\d{2}$/.test(f.cve.kev.dateAdded)],
    ['not in KEV', { kev: 'false' }, 'kev = 0', (f) => !f.cve.kev.listed],
    ['used in ransomware', { ransomware: 'true' }, `cve IN (SELECT id FROM cves WHERE tenant_id = 'tnt_acme' AND kev_ransomware = 1)`, (f) => f.cve.kev.ransomware],
    ['exploit available', { exploit: 'true' }, 'exploit = 1', (f) => f.cve.exploitAvailable],
    ['fix available', { fixAvailable: 'true' }, `fixed_version <> ''`, (f) => f.fixAvailable && f.package.fixedVersion !== ''],
    ['no fix', { fixAvailable: 'false' }, `fixed_version = ''`, (f) => !f.fixAvailable && f.package.fixedVersion === ''],
    ['internet exposed', { exposed: 'true' }, `asset_id IN (SELECT id FROM assets WHERE exposed = 1)`, (f) => f.asset.exposed && f.asset.exposureReason !== ''],
    ['EPSS at least 0.1', { epssMin: '0.1' }, 'epss_e5 >= 10000', (f) => f.cve.epss.score >= 0.1],
    ['CVSS at least 9', { cvssMin: '9' }, 'cvss_x10 >= 90', (f) => f.cve.cvss.score >= 9],
    ['one CVE (any case)', { cve: 'cve-2021-44228' }, `cve = 'CVE-2021-44228'`, (f) => f.cve.id === 'CVE-2021-44228'],
    ['package', { package: 'openssl' }, `package_name = 'openssl'`, (f) => f.package.name === 'openssl'],
    ['search in CVE id or package', { q: 'LOG4J' }, `(cve LIKE '%log4j%' OR package_name LIKE '%log4j%')`, (f) => f.package.name.includes('log4j')],
    ['search with LIKE wildcards taken literally', { q: 'open_%' }, '0 = 1', () => false],
    ['KEV with a fix, open', { kev: 'true', fixAvailable: 'true', status: 'open' }, `kev = 1 AND fixed_version <> '' AND status = 'Open'`,
      (f) => f.cve.kev.listed && f.fixAvailable && f.status === 'open'],
    ['exposed critical with EPSS at least 0.5', { exposed: 'true', severity: 'Critical', epssMin: '0.5' },
      `asset_id IN (SELECT id FROM assets WHERE exposed = 1) AND severity = 'Critical' AND epss_e5 >= 50000`,
      (f) => f.asset.exposed && f.cve.severity === 'Critical' && f.cve.epss.score >= 0.5],
  ];
  it.each(cases)('%s', async (_name, query, where, match) => {
    const res = await get('findings', { ...query, pageSize: 200 });
    expect(res.status).toBe(200);
    const expected = acmeCount(where);
    expect(res.body.total).toBe(expected);
    expect(res.body.items.length).toBe(Math.min(200, expected));
    for (const f of res.body.items) expect(match(f), JSON.stringify(f)).toBe(true);
  });

  it('the demo data has real-looking CVEs, a realistic share in KEV and with EPSS above 0.1, and open, fixed and accepted findings', () => {
    const cves = rows<{ id: string; cvss_vector: string }>(`SELECT id, cvss_vector FROM cves WHERE tenant_id = 'tnt_acme'`);
    expect(cves.every((c) => /^CVE-\d{4}-\d{4,5}$/.test(c.id) && /^CVSS:3\.1\/AV:[NALP]\/AC:[LH]\/PR:[NLH]\/UI:[NR]\/S:[UC]\/C:[NLH]\/I:[NLH]\/A:[NLH]$/.test(c.cvss_vector))).toBe(true);
    const share = (where: string) => Number(rows(`SELECT count(*) AS n FROM cves WHERE tenant_id = 'tnt_acme' AND ${where}`)[0].n) / cves.length;
    expect(share('kev_added IS NOT NULL')).toBeGreaterThan(0.03);
    expect(share('kev_added IS NOT NULL')).toBeLessThan(0.12);
    expect(share('epss_e5 > 10000')).toBeGreaterThan(0.06);
    expect(share('epss_e5 > 10000')).toBeLessThan(0.2);
    for (const status of ['Open', 'Fixed', 'Accepted']) expect(acmeCount('status = ?', status)).toBeGreaterThan(0);
  });

  it('first seen from and to are whole UTC days', async () => {
    const from = new Date(t.now() - 30 * DAY).toISOString().slice(0, 10);
    const to = new Date(t.now() - 10 * DAY).toISOString().slice(0, 10);
    const res = await get('findings', { firstSeenFrom: from, firstSeenTo: to, pageSize: 200 });
    expect(res.body.total).toBe(acmeCount('first_seen >= ? AND first_seen < ?', Date.parse(from), Date.parse(to) + DAY));
    expect(res.body.items.every((f: any) => f.firstSeen.slice(0, 10) >= from && f.firstSeen.slice(0, 10) <= to)).toBe(true);
  });

  it('an asset filter lists only that asset\'s findings, with its name and type', async () => {
    const [asset] = rows<{ asset_id: number; name: string; type: string }>(`SELECT v.asset_id, a.name, a.type FROM vulnerabilities v JOIN assets a ON a.id = v.asset_id
      WHERE v.tenant_id = 'tnt_acme' GROUP BY v.asset_id, a.name, a.type ORDER BY count(*) DESC, v.asset_id LIMIT 1`);
    const res = await get('findings', { asset: asset!.asset_id, pageSize: 200 });
    expect(res.body.total).toBe(acmeCount('asset_id = ?', asset!.asset_id));
    expect(res.body.items.every((f: any) => f.asset.id === asset!.asset_id && f.asset.name === asset!.name && f.asset.type === asset!.type)).toBe(true);
  });

  it('refuses unknown filters and bad values, naming them', async () => {
    expect((await get('findings', { severity: 'Urgent' })).status).toBe(400);
    expect((await get('findings', { epssMin: '2' })).status).toBe(400);
    const res = await get('findings', { colour: 'red' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('colour');
  });
});

describe('sorting and paging', () => {
  it('sorts by priority, highest first, ties by id, and the sentence names what the score is made of', async () => {
    const [first, second] = await Promise.all([1, 2].map((page) => get('findings', { page, pageSize: 100 })));
    const items = [...first!.body.items, ...second!.body.items];
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      expect(a.priority.score > b.priority.score || (a.priority.score === b.priority.score && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    const top = items[0];
    expect(top.priority.sentence).toMatch(/^(Fix first|Fix soon|Plan a fix|Low urgency): (Critical|High|Medium|Low) \(CVSS \d+\.\d\)/);
    expect(top.priority.sentence).toContain(top.asset.exposed ? 'on an internet-exposed asset' : 'not reachable from the internet');
    expect(first!.body.total).toBe(acmeCount('1 = 1'));
  });

  it.each([['cvss', (f: any) => f.cve.cvss.score], ['epss', (f: any) => f.cve.epss.score], ['firstSeen', (f: any) => f.firstSeen]] as const)(
    'sorts by %s both ways', async (sort, key) => {
      for (const dir of ['asc', 'desc'] as const) {
        const items = (await get('findings', { sort, dir, pageSize: 200 })).body.items;
        const values = items.map(key);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    });
});

describe('by CVE, CVE detail, facets, export', () => {
  it('lists one row per CVE with its affected assets, the highest priority first', async () => {
    const res = await get('cves', { status: 'open', pageSize: 20 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(Number(rows(`SELECT count(DISTINCT cve) AS n FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND status = 'Open'`)[0].n));
    const top = res.body.items[0];
    const expected = rows<{ assets: number; findings: number; p: number }>(`SELECT count(DISTINCT asset_id) AS assets, count(*) AS findings, max(priority) AS p
      FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND status = 'Open' AND cve = ?`, top.cve.id)[0]!;
    expect([top.assets, top.findings, top.priority.score]).toEqual([Number(expected.assets), Number(expected.findings), Number(expected.p)]);
    const scores = res.body.items.map((i: any) => i.priority.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it.each([{ status: 'open' }, { status: 'open', exposed: 'true', fixAvailable: 'true' }, { severity: 'Critical,High', kev: 'false' }, { status: 'fixed', sort: 'cve', dir: 'asc' }] as Record<string, string>[])(
    'a page of CVEs under %j is what grouping the matching findings gives: order, counts, fix, first and last seen', async (query) => {
      const where = [`tenant_id = 'tnt_acme'`, query.status ? `status = '${query.status === 'open' ? 'Open' : 'Fixed'}'` : '', query.exposed ? 'exposed = 1' : '',
        query.fixAvailable ? 'fix_available = 1' : '', query.kev ? 'kev = 0' : '', query.severity ? `severity IN ('Critical', 'High')` : ''].filter(Boolean).join(' AND ');
      const order = query.sort === 'cve' ? 'cve ASC' : 'max(priority) DESC, cve ASC';
      const expected = rows<Record<string, number | string>>(`SELECT cve, count(DISTINCT asset_id) AS assets, count(DISTINCT CASE WHEN exposed = 1 THEN asset_id END) AS exposed,
        count(*) AS findings, max(fix_available) AS fix, min(first_seen) AS first, max(last_seen) AS last, max(priority) AS p
        FROM vulnerabilities WHERE ${where} GROUP BY cve ORDER BY ${order} LIMIT 10 OFFSET 10`);
      const res = await get('cves', { ...query, page: 2, pageSize: 10 });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(Number(rows(`SELECT count(DISTINCT cve) AS n FROM vulnerabilities WHERE ${where}`)[0].n));
      expect(res.body.items.map((i: any) => [i.cve.id, i.assets, i.exposedAssets, i.findings, i.fixAvailable, Date.parse(i.firstSeen), Date.parse(i.lastSeen), i.priority.score]))
        .toEqual(expected.map((e) => [e.cve, Number(e.assets), Number(e.exposed), Number(e.findings), Number(e.fix) === 1, Number(e.first), Number(e.last), Number(e.p)]));
      const packages = rows<{ cve: string; package_name: string }>(`SELECT DISTINCT cve, package_name FROM vulnerabilities WHERE ${where}
        AND cve IN (${expected.map(() => '?').join(', ')})`, ...expected.map((e) => e.cve));
      expect(res.body.items.map((i: any) => [i.cve.id, i.packages]))
        .toEqual(expected.map((e) => [e.cve, packages.filter((p) => p.cve === e.cve).map((p) => p.package_name).sort().slice(0, 5)]));
    });

  it('a CVE opens with its record, references and every affected asset', async () => {
    const res = await get('cves/CVE-2021-44228');
    expect(res.status).toBe(200);
    expect(res.body.cve).toMatchObject({ id: 'CVE-2021-44228', severity: 'Critical', cvss: { score: 10, version: '3.1', vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H' },
      kev: { listed: true, dateAdded: '2021-12-10', ransomware: true } });
    expect(res.body.cve.references).toContain('https://nvd.nist.gov/vuln/detail/CVE-2021-44228');
    const total = acmeCount(`cve = 'CVE-2021-44228'`);
    expect(res.body.total).toBe(total);
    expect(res.body.findings).toHaveLength(Math.min(500, total));
    const assets = new Set(rows<{ asset_id: number }>(`SELECT asset_id FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND cve = 'CVE-2021-44228'`).map((r) => Number(r.asset_id)));
    expect(new Set(res.body.findings.map((f: any) => f.asset.id))).toEqual(assets);
    expect((await get('cves/CVE-1999-0001')).status).toBe(404);
  });

  it('facets count each menu under the other filters', async () => {
    const facets = (await get('findings/facets', { kev: 'true', status: 'open' })).body;
    const sev = Object.fromEntries(facets.severity.map((f: any) => [f.value, f.count]));
    for (const s of ['Critical', 'High']) expect(sev[s] ?? 0).toBe(acmeCount(`kev = 1 AND status = 'Open' AND severity = ?`, s));
    const kev = Object.fromEntries(facets.kev.map((f: any) => [f.value, f.count]));
    expect(kev).toEqual({ true: acmeCount(`kev = 1 AND status = 'Open'`), false: acmeCount(`kev = 0 AND status = 'Open'`) });
    const exposedFacets = (await get('findings/facets', { exposed: 'true' })).body;
    const statuses = Object.fromEntries(exposedFacets.status.map((f: any) => [f.value, f.count]));
    expect(statuses.open).toBe(acmeCount(`status = 'Open' AND exposed = 1`));
  });

  it('exports the filtered findings as CSV, streamed, every row', async () => {
    const res = await fetch(`${t.url}/api/vulnerability/api/v1/findings/export.csv?${qs({ kev: 'true', fixAvailable: 'true' })}`, { headers: bearer(admin) });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines[0]!.startsWith('CVE,Title,Severity,CVSS,CVSS vector,EPSS')).toBe(true);
    expect(lines.length - 1).toBe(acmeCount(`kev = 1 AND fixed_version <> ''`));
  });
});

describe('status changes', () => {
  it('accepting a risk needs a reason and an expiry, is audited with before and after, and reopening clears it', async () => {
    const [row] = rows<{ id: number; cve: string }>(`SELECT id, cve FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND status = 'Open' ORDER BY id LIMIT 1`);
    expect((await post('findings/status', { ids: [row!.id], status: 'accepted' })).status).toBe(400);
    const past = new Date(t.now() - DAY).toISOString().slice(0, 10);
    const refused = await post('findings/status', { ids: [row!.id], status: 'accepted', reason: 'WAF blocks it', expiresAt: past });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(`The expiry ${past} must be after today`);
    const until = new Date(t.now() + 30 * DAY).toISOString().slice(0, 10);
    const res = await post('findings/status', { ids: [row!.id], status: 'accepted', reason: 'WAF rule 942100 blocks the path', expiresAt: until });
    expect(res.body).toEqual({ changed: 1, status: 'accepted' });
    const shown = (await get('findings', { cve: row!.cve, status: 'accepted', pageSize: 200 })).body.items.find((f: any) => f.id === row!.id);
    expect(shown.acceptedRisk).toEqual({ reason: 'WAF rule 942100 blocks the path', expiresAt: `${until}T23:59:59.999Z`, by: 'admin@acme.test', expired: false });
    const [entry] = rows<{ action: string; before: string; after: string; actor_email: string }>(
      `SELECT action, before, after, actor_email FROM audit_log WHERE target = ? ORDER BY created_at DESC LIMIT 1`, `finding:${row!.id}`);
    expect(entry!.action).toBe('vulnerability.accept_risk');
    expect(entry!.actor_email).toBe('admin@acme.test');
    expect(JSON.parse(entry!.before)).toEqual({ status: 'open' });
    expect(JSON.parse(entry!.after)).toEqual({ status: 'accepted', reason: 'WAF rule 942100 blocks the path', expiresAt: `${until}T23:59:59.999Z` });
    expect((await post('findings/status', { ids: [row!.id], status: 'open' })).body.changed).toBe(1);
    expect(rows(`SELECT status, accept_reason FROM vulnerabilities WHERE id = ?`, row!.id)[0]).toEqual({ status: 'Open', accept_reason: '' });
    expect(rows(`SELECT action FROM audit_log WHERE target = ? ORDER BY created_at DESC LIMIT 1`, `finding:${row!.id}`)[0].action).toBe('vulnerability.reopen');
  });

  it('the summary counts follow a status change', async () => {
    const [row] = rows<{ id: number; cve: string }>(`SELECT id, cve FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND status = 'Open' ORDER BY id DESC LIMIT 1`);
    const before = (await get('dashboard')).body.open;
    const fixedOfCve = async () => {
      for (let page = 1; page <= 5; page += 1) {
        const found = (await get('cves', { status: 'fixed', sort: 'cve', page, pageSize: 200 })).body.items.find((i: any) => i.cve.id === row!.cve);
        if (found) return found.findings as number;
      }
      return 0;
    };
    const fixedBefore = await fixedOfCve();
    await post('findings/status', { ids: [row!.id], status: 'fixed' });
    expect((await get('dashboard')).body.open).toBe(before - 1);
    expect((await get('findings', { status: 'open' })).body.total).toBe(acmeCount(`status = 'Open'`));
    expect(await fixedOfCve()).toBe(fixedBefore + 1);
  });

  it('the number of CVEs of a status follows a CVE\'s only finding fixed and reopened', async () => {
    const [only] = rows<{ id: number }>(`SELECT min(id) AS id FROM vulnerabilities WHERE tenant_id = 'tnt_acme' GROUP BY cve
      HAVING count(*) = 1 AND min(status) = 'Open' ORDER BY cve LIMIT 1`);
    const cves = async (status: string) => (await get('cves', { status, pageSize: 1 })).body.total as number;
    const [open, fixed] = [await cves('open'), await cves('fixed')];
    await post('findings/status', { ids: [only!.id], status: 'fixed' });
    expect([await cves('open'), await cves('fixed')]).toEqual([open - 1, fixed + 1]);
    await post('findings/status', { ids: [only!.id], status: 'open' });
    expect([await cves('open'), await cves('fixed')]).toEqual([open, fixed]);
  });

  it('a CVE\'s row follows a fixed finding at once, and again once the server has taken its rollups', { timeout: 60_000 }, async () => {
    const top = (await get('cves', { status: 'open', pageSize: 5 })).body.items.find((i: any) => i.assets > 1).cve.id as string;
    const [finding] = rows<{ id: number }>(`SELECT id FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND cve = ? AND status = 'Open'
      AND asset_id NOT IN (SELECT asset_id FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND cve = ? AND status = 'Open' GROUP BY asset_id HAVING count(*) > 1)
      ORDER BY id LIMIT 1`, top, top);
    const shown = async () => (await get('cves', { status: 'open', pageSize: 50 })).body.items.find((i: any) => i.cve.id === top);
    const before = await shown();
    await post('findings/status', { ids: [finding!.id], status: 'fixed' });
    const fixed = { findings: before.findings - 1, assets: before.assets - 1 };
    expect(await shown()).toMatchObject(fixed);
    await expect.poll(() => Number(rows(`SELECT count(*) AS n FROM vulnerability_cve_changes WHERE cve = ?`, top)[0].n), { timeout: 30_000 }).toBe(0);
    expect(await shown()).toMatchObject(fixed);
    await post('findings/status', { ids: [finding!.id], status: 'open' });
    await expect.poll(() => Number(rows(`SELECT count(*) AS n FROM vulnerability_cve_changes WHERE cve = ?`, top)[0].n), { timeout: 30_000 }).toBe(0);
    expect(await shown()).toMatchObject({ findings: before.findings, assets: before.assets, exposedAssets: before.exposedAssets });
  });

  it('another tenant\'s finding cannot be changed and nothing changes', async () => {
    const [theirs] = rows<{ id: number; status: string }>(`SELECT id, status FROM vulnerabilities WHERE tenant_id = 'tnt_globex_us' LIMIT 1`);
    const [ours] = rows<{ id: number }>(`SELECT id FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND status = 'Open' LIMIT 1`);
    const res = await post('findings/status', { ids: [ours!.id, theirs!.id], status: 'fixed' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`Vulnerability finding ${theirs!.id} does not exist`);
    expect(rows(`SELECT status FROM vulnerabilities WHERE id IN (?, ?) ORDER BY id`, ours!.id, theirs!.id).map((r: any) => r.status).sort())
      .toEqual(['Open', theirs!.status].sort());
  });
});

describe('dashboard', () => {
  it('counts open findings by severity, KEV, fix available, top CVEs and packages, age against fix-by targets, newly found', async () => {
    const d = (await get('dashboard', { criticalDays: 15, highDays: 30, mediumDays: 90, days: 30 })).body;
    expect(d.open).toBe(acmeCount(`status = 'Open'`));
    expect(d.kev).toBe(acmeCount(`status = 'Open' AND kev = 1`));
    expect(d.fixAvailable).toEqual({ withFix: acmeCount(`status = 'Open' AND fix_available = 1`), withoutFix: acmeCount(`status = 'Open' AND fix_available = 0`) });
    expect(d.bySeverity.Critical).toBe(acmeCount(`status = 'Open' AND severity = 'Critical'`));
    const [top] = rows<{ cve: string; n: number }>(`SELECT cve, count(*) AS n FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND status = 'Open'
      GROUP BY cve ORDER BY n DESC, cve LIMIT 1`);
    expect(d.topCves[0]).toMatchObject({ id: top!.cve, open: Number(top!.n) });
    const [pkg] = rows<{ p: string; n: number }>(`SELECT package_name AS p, count(*) AS n FROM vulnerabilities WHERE tenant_id = 'tnt_acme' AND status = 'Open'
      GROUP BY package_name ORDER BY n DESC, p LIMIT 1`);
    expect(d.topPackages[0]).toEqual({ name: pkg!.p, open: Number(pkg!.n) });
    const today = Date.parse(new Date(t.now()).toISOString().slice(0, 10));
    const overdueCritical = acmeCount(`status = 'Open' AND severity = 'Critical' AND first_day < ?`, new Date(today - 15 * DAY).toISOString().slice(0, 10));
    expect(d.age.bySeverity.find((b: any) => b.severity === 'Critical').overdue).toBe(overdueCritical);
    const stricter = (await get('dashboard', { criticalDays: 5 })).body;
    expect(stricter.age.bySeverity.find((b: any) => b.severity === 'Critical').overdue)
      .toBe(acmeCount(`status = 'Open' AND severity = 'Critical' AND first_day < ?`, new Date(today - 5 * DAY).toISOString().slice(0, 10)));
    expect(d.newlyFound.total).toBe(acmeCount('first_day > ?', new Date(t.now() - 30 * DAY).toISOString().slice(0, 10)));
    expect(d.overTime.length).toBeGreaterThan(60);
    expect(Object.keys(d.overTime[0]).sort()).toEqual(['Critical', 'High', 'Low', 'Medium', 'day']);
  });
});

describe('access', () => {
  it('every route needs the VULNERABILITY_MANAGEMENT module, and a sign-in', async () => {
    const viewer = await accessToken(t.url, 'viewer@acme.test');
    for (const path of ['findings', 'cves', 'findings/facets', 'findings/export.csv', 'dashboard', 'cves/CVE-2021-44228']) {
      expect((await get(path, {}, viewer)).status, path).toBe(403);
      expect((await call(`${t.url}/api/vulnerability/api/v1/${path}`)).status, path).toBe(401);
    }
    expect((await post('findings/status', { ids: [1], status: 'fixed' }, viewer)).status).toBe(403);
  });

  it('a status change needs MANAGE_ALERTS: a role with the module alone may look but not change, and nothing changes', async () => {
    db.prepare(`DELETE FROM role_actions WHERE role_id = 'rol_tnt_globex_us_analyst' AND action = 'MANAGE_ALERTS'`).run();
    try {
      const token = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' });
      const [row] = rows<{ id: number }>(`SELECT id FROM vulnerabilities WHERE tenant_id = 'tnt_globex_us' AND status = 'Open' ORDER BY id LIMIT 1`);
      expect((await get('findings', { pageSize: 1 }, token)).status).toBe(200);
      const res = await post('findings/status', { ids: [row!.id], status: 'fixed' }, token);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Your role may look at VULNERABILITY_MANAGEMENT but not change it (needs MANAGE_ALERTS)');
      expect(rows(`SELECT status FROM vulnerabilities WHERE id = ?`, row!.id)[0]).toEqual({ status: 'Open' });
    } finally {
      db.prepare(`INSERT INTO role_actions (role_id, action) VALUES ('rol_tnt_globex_us_analyst', 'MANAGE_ALERTS')`).run();
    }
  });

  it('a tenant without the VULNERABILITY subscription is refused, though its role has the module', async () => {
    const res = await get('findings', {}, globexEu);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('each tenant sees only its own findings on every route', async () => {
    const own = Number(rows(`SELECT count(*) AS n FROM vulnerabilities WHERE tenant_id = 'tnt_globex_us'`)[0].n);
    const ids = new Set(rows<{ id: number }>(`SELECT id FROM vulnerabilities WHERE tenant_id = 'tnt_globex_us'`).map((r) => Number(r.id)));
    const page = await get('findings', { pageSize: 200 }, globex);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(own);
    expect(page.body.items.every((f: any) => ids.has(f.id))).toBe(true);
    const facets = (await get('findings/facets', {}, globex)).body;
    expect(facets.status.reduce((s: number, f: any) => s + f.count, 0)).toBe(own);
    expect((await get('dashboard', {}, globex)).body.open).toBe(Number(rows(`SELECT count(*) AS n FROM vulnerabilities WHERE tenant_id = 'tnt_globex_us' AND status = 'Open'`)[0].n));
    const acmeOnly = rows<{ id: number }>(`SELECT id FROM vulnerabilities WHERE tenant_id = 'tnt_acme' LIMIT 1`)[0]!.id;
    expect((await get('findings', { asset: Number(rows(`SELECT asset_id FROM vulnerabilities WHERE id = ?`, acmeOnly)[0].asset_id) }, globex)).body.total).toBe(0);
    const csv = await (await fetch(`${t.url}/api/vulnerability/api/v1/findings/export.csv`, { headers: bearer(globex) })).text();
    expect(csv.split('\r\n').filter(Boolean).length - 1).toBe(own);
  });
});
