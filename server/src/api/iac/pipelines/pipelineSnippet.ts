import type { CicdPipelinesTable } from '../../../db/schema.js';

export const PIPELINE_PROVIDERS = ['github-actions', 'gitlab-ci', 'jenkins', 'azure-pipelines'] as const;

/**
 * The step that scans a repository with Checkov and uploads the SARIF with the `palisade-iac` CLI, in the pipeline's own
 * syntax. The API key is a secret of the CI system (PALISADE_API_KEY), never written into the snippet.
 */
export function pipelineSnippet(p: Pick<CicdPipelinesTable, 'id' | 'provider' | 'repository'>, consoleUrl: string): string {
  const upload = (branch: string, commit: string, pr: string) =>
    `npx --yes @palisade/iac-cli upload checkov-results/results_sarif.sarif --format sarif --pipeline ${p.id} --repository ${p.repository} --branch ${branch} --commit ${commit}${pr}`;
  const scan = 'pip install checkov && checkov -d . -o sarif --output-file-path checkov-results --soft-fail';
  switch (p.provider) {
    case 'github-actions':
      return `- name: Palisade IaC scan
  env:
    PALISADE_URL: ${consoleUrl}
    PALISADE_API_KEY: \${{ secrets.PALISADE_API_KEY }}
  run: |
    ${scan}
    ${upload('"${{ github.head_ref || github.ref_name }}"', '"${{ github.sha }}"', '${{ github.event.pull_request.number && format(\' --pull-request {0}\', github.event.pull_request.number) || \'\' }}')}
`;
    case 'gitlab-ci':
      return `palisade-iac-scan:
  image: python:3.12
  variables:
    PALISADE_URL: ${consoleUrl}
  script:
    - apt-get update && apt-get install -y nodejs npm
    - ${scan}
    - ${upload('"$CI_COMMIT_REF_NAME"', '"$CI_COMMIT_SHA"', '${CI_MERGE_REQUEST_IID:+ --pull-request $CI_MERGE_REQUEST_IID}')}
  # PALISADE_API_KEY: a masked CI/CD variable of the project
`;
    case 'jenkins':
      return `stage('Palisade IaC scan') {
  environment {
    PALISADE_URL = '${consoleUrl}'
    PALISADE_API_KEY = credentials('palisade-api-key')
  }
  steps {
    sh '${scan}'
    sh '${upload('"$BRANCH_NAME"', '"$GIT_COMMIT"', '${CHANGE_ID:+ --pull-request $CHANGE_ID}')}'
  }
}
`;
    case 'azure-pipelines':
      return `- script: |
    ${scan}
    ${upload('"$(Build.SourceBranchName)"', '"$(Build.SourceVersion)"', '')}
  displayName: Palisade IaC scan
  env:
    PALISADE_URL: ${consoleUrl}
    PALISADE_API_KEY: $(PALISADE_API_KEY)
`;
  }
}
