import { useAccess, usePluginTranslation } from '@palisade/sdk';
import { CLI_DOWNLOAD_HREF } from '../integrations/iacApi';

const vsCodeTask = (origin: string) => `{
  "version": "2.0.0",
  "tasks": [{
    "label": "Palisade: upload IaC scan",
    "type": "shell",
    "command": "checkov -d . -o sarif --output-file-path out --soft-fail; node ~/bin/palisade-iac.mjs upload out/results_sarif.sarif --repository \${workspaceFolderBasename} --source ide",
    "options": { "env": { "PALISADE_URL": "${origin}" } }
  }]
}`;

const jetBrainsTool = (origin: string) => `Program:    node
Arguments:  $UserHome$/bin/palisade-iac.mjs upload $ProjectFileDir$/out/results_sarif.sarif --repository $ProjectName$ --source ide --url ${origin}
Working directory: $ProjectFileDir$`;

/** The CLI download (DOWNLOAD_CLI_SCANNER) and how to run it from VS Code and JetBrains IDEs. */
export function CliInstructions() {
  const { t } = usePluginTranslation();
  const { can } = useAccess();
  const origin = window.location.origin;
  return (
    <section aria-labelledby="iac-cli-title">
      <h2 id="iac-cli-title">{t('local.cli.title')}</h2>
      <p>{t('local.cli.intro')}</p>
      {can('DOWNLOAD_CLI_SCANNER')
        ? <p><a className="pl-button" href={CLI_DOWNLOAD_HREF} download="palisade-iac.mjs">{t('local.cli.download')}</a></p>
        : <p>{t('local.cli.noDownload')}</p>}
      <h3>{t('local.ide.vscode')}</h3>
      <p>{t('local.ide.vscodeText')}</p>
      <pre className="iac-snippet" aria-label={t('local.ide.vscodeSnippet')} tabIndex={0}><code>{vsCodeTask(origin)}</code></pre>
      <h3>{t('local.ide.jetbrains')}</h3>
      <p>{t('local.ide.jetbrainsText')}</p>
      <pre className="iac-snippet" aria-label={t('local.ide.jetbrainsSnippet')} tabIndex={0}><code>{jetBrainsTool(origin)}</code></pre>
    </section>
  );
}
