#!/usr/bin/env node
// The API reports of @palisade/sdk's public entries (sdk/api/*.api.md), made
// by API Extractor from the entries' declarations: every change to what a
// plugin can import shows in review as a change to a report.
//
//   node sdk/scripts/apiReport.mjs           check: fails when a report is out of date
//   node sdk/scripts/apiReport.mjs --update  writes the reports
//
// `@palisade/sdk/host` is the console's own and has no report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const sdkRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(sdkRoot, '..');
const require = createRequire(join(sdkRoot, 'package.json'));
const update = process.argv.includes('--update');
const UPDATE_COMMAND = 'npm run api:update -w @palisade/sdk';

/** Import path → declaration file (under the work folder) and report name. */
export const API_ENTRIES = [
  { entry: '@palisade/sdk', types: 'index.d.ts', report: 'sdk' },
  { entry: '@palisade/sdk/forms', types: 'forms.d.ts', report: 'sdk-forms' },
  { entry: '@palisade/sdk/inventory', types: 'inventory.d.ts', report: 'sdk-inventory' },
  { entry: '@palisade/sdk/charts', types: 'charts.d.ts', report: 'sdk-charts' },
  { entry: '@palisade/sdk/testing', types: 'testing.d.ts', report: 'sdk-testing' },
];

const work = join(sdkRoot, '.api');
const types = join(work, 'types');
const tsc = require.resolve('typescript/bin/tsc');
const started = Date.now();

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: repo });
  if (result.status !== 0) {
    process.stderr.write(`API report: node ${args.map((a) => relative(repo, a) || a).join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
}

// The contracts' declarations (the SDK's types name them), then the SDK's; both incremental.
mkdirSync(work, { recursive: true });
const contractsRoot = dirname(require.resolve('@palisade/contracts/package.json'));
if (!existsSync(join(contractsRoot, 'dist', 'index.d.ts'))) rmSync(join(work, 'contracts.tsbuildinfo'), { force: true });
run([tsc, '-p', join(contractsRoot, 'tsconfig.json'), '--incremental', '--tsBuildInfoFile', join(work, 'contracts.tsbuildinfo')]);
if (!existsSync(types)) rmSync(join(work, 'sdk.tsbuildinfo'), { force: true });
run([tsc, '-p', join(sdkRoot, 'tsconfig.package.json'), '--declarationDir', types, '--incremental', '--tsBuildInfoFile', join(work, 'sdk.tsbuildinfo')]);

// Release tags are read where present (`@public`, `@beta`); an export without one is not an error.
const quiet = { logLevel: ExtractorLogLevel.None, addToApiReportFile: false };
const changed = [];
let failed = false;
for (const { entry, types: file, report } of API_ENTRIES) {
  const config = ExtractorConfig.prepare({
    packageJsonFullPath: join(sdkRoot, 'package.json'),
    configObjectFullPath: join(sdkRoot, 'api', `${report}.api-extractor.json`),
    configObject: {
      projectFolder: sdkRoot,
      mainEntryPointFilePath: join(types, file),
      // The console's schemas are compiled into the SDK: their types are part of its surface.
      bundledPackages: ['@palisade/contracts', '@palisade/contracts/*'],
      compiler: {
        overrideTsconfig: {
          compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', skipLibCheck: true, strict: true, types: [] },
          files: [join(types, file)],
        },
      },
      apiReport: { enabled: true, reportFileName: `${report}.api.md`, reportFolder: join(sdkRoot, 'api'), reportTempFolder: join(work, 'temp') },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: quiet },
        extractorMessageReporting: { default: quiet },
        tsdocMessageReporting: { default: quiet },
      },
    },
  });
  const result = Extractor.invoke(config, { localBuild: update, messageCallback: (message) => {
    // API Extractor's own notices on the report (said once below, with the command that updates it) and on its TypeScript.
    if (String(message.messageId).startsWith('console-api-report') || message.messageId === 'console-preamble') message.handled = true;
  } });
  if (result.errorCount > 0) failed = true;
  if (result.apiReportChanged) changed.push({ entry, report: `sdk/api/${report}.api.md` });
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failed) {
  process.stderr.write(`API report: API Extractor reported errors (see above)\n`);
  process.exit(1);
}
if (update) {
  process.stdout.write(`API report: ${changed.length === 0 ? 'reports already up to date' : `wrote ${changed.map((c) => c.report).join(', ')}`} (${seconds} s)\n`);
} else if (changed.length > 0) {
  const list = changed.map((c) => `  ${c.entry}: ${c.report}`).join('\n');
  process.stderr.write(
    `API report: the public API of @palisade/sdk changed and its report is out of date:\n${list}\n` +
      `Run \`${UPDATE_COMMAND}\` and commit the updated report with the change (review what it shows: a removed or changed export is a breaking change).\n`,
  );
  process.exit(1);
} else {
  process.stdout.write(`API report: ${API_ENTRIES.map((e) => e.entry).join(', ')} match sdk/api/ (${seconds} s)\n`);
}
