#!/usr/bin/env node
// npm create palisade-plugin <dir> -- --sdk <version or tarball>
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { scaffold, ScaffoldError } from './scaffold.mjs';

const USAGE = `Usage: create-palisade-plugin <directory> --sdk <version | path of an @palisade/sdk tarball> [--playwright <version | path of an @palisade/playwright tarball>] [--id <plugin id>] [--title <menu label>] [--port <dev port>] [--card-place <100+>]`;

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      sdk: { type: 'string' },
      playwright: { type: 'string' },
      id: { type: 'string' },
      title: { type: 'string' },
      port: { type: 'string' },
      'card-place': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new ScaffoldError(`expected one directory, got ${positionals.length}`);
  const dir = positionals[0];
  const files = scaffold({
    dir,
    sdk: values.sdk,
    ...(values.playwright === undefined ? {} : { playwright: values.playwright }),
    ...(values.id === undefined ? {} : { id: values.id }),
    ...(values.title === undefined ? {} : { title: values.title }),
    ...(values.port === undefined ? {} : { devPort: Number(values.port) }),
    ...(values['card-place'] === undefined ? {} : { appId: Number(values['card-place']) }),
  });
  const where = relative(process.cwd(), dir) || '.';
  process.stdout.write(`Wrote ${files.length} files to ${where}:\n${files.map((f) => `  ${f}`).join('\n')}\n\nNext:\n  cd ${where}\n  npm install\n  npm test\n  npm run build\n  npm run dev\n`);
} catch (error) {
  if (!(error instanceof ScaffoldError) && error?.code?.startsWith?.('ERR_PARSE_ARGS') !== true) throw error;
  process.stderr.write(`create-palisade-plugin: ${error.message}\n\n${USAGE}\n`);
  process.exit(2);
}
