import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCheckovJson } from '../../../scanners/checkovReader.js';
import { readSarif } from '../../../scanners/sarifReader.js';
import { cloudOf, fromCheckov, fromSarif } from './iacFinding.js';

const sample = (name: string) => readFileSync(new URL(`../../../../test/fixtures/scanners/${name}`, import.meta.url), 'utf8');

describe('cloudOf', () => {
  it('names AWS or Azure from the rule, resource or provider', () => {
    expect(cloudOf('CKV_AWS_19', 'aws_s3_bucket.data')).toBe('aws');
    expect(cloudOf('AVD-AWS-0088', '')).toBe('aws');
    expect(cloudOf('', 'AWS')).toBe('aws');
    expect(cloudOf('CKV_AZURE_35', 'azurerm_storage_account.logs')).toBe('azure');
    expect(cloudOf('CKV2_AZURE_1', '')).toBe('azure');
    expect(cloudOf('', 'Microsoft.Storage/storageAccounts')).toBe('azure');
  });

  it('names no cloud for Kubernetes, Dockerfile and generic findings', () => {
    expect(cloudOf('CKV_K8S_20', 'Deployment.default.api')).toBeNull();
    expect(cloudOf('CKV_DOCKER_2', '/Dockerfile.')).toBeNull();
    expect(cloudOf('CKV_SECRET_6', 'laws/README.md')).toBeNull();
  });
});

describe('IaC findings from scanner files', () => {
  it('a Checkov check without a severity is Medium and marked unrated; the rated ones keep theirs', () => {
    const read = readCheckovJson(sample('checkov.json'));
    if (read.kind !== 'read') throw new Error(JSON.stringify(read.problems));
    expect(fromCheckov(read.value).findings.map((f) => [f.ruleId, f.severity, f.unrated, f.cloud])).toEqual([
      ['CKV_AWS_19', 'High', false, 'aws'],
      ['CKV_AWS_24', 'Critical', false, 'aws'],
      ['CKV_AWS_18', 'Medium', true, 'aws'],
    ]);
  });

  it('a SARIF Kubernetes finding is about no cloud', () => {
    const read = readSarif(sample('iac.sarif'));
    if (read.kind !== 'read') throw new Error(JSON.stringify(read.problems));
    expect(fromSarif(read.value).findings.map((f) => [f.ruleId, f.cloud])).toEqual([['CKV_AWS_19', 'aws'], ['CKV_K8S_20', null]]);
  });
});
