import { describe, expect, it } from 'vitest';
import { evaluateAws, type NamedAwsPolicy } from './awsPolicy.js';

const policy = (name: string, Statement: NamedAwsPolicy['document']['Statement']): NamedAwsPolicy => ({ name, document: { Version: '2012-10-17', Statement } });
const decide = (policies: NamedAwsPolicy[], action: string, resource = '*') => evaluateAws(policies, { action, resource }).decision;

describe('evaluateAws', () => {
  it('denies by default when no statement matches (implicit deny)', () => {
    const p = policy('s3-read', { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::reports/*' });
    expect(decide([p], 'ec2:RunInstances')).toBe('implicitDeny');
    expect(decide([p], 's3:GetObject', 'arn:aws:s3:::payroll/2026.csv')).toBe('implicitDeny');
    expect(decide([], 's3:GetObject')).toBe('implicitDeny');
  });

  it('allows what an Allow statement covers, actions case-insensitively', () => {
    const p = policy('s3-read', { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::reports/*' });
    expect(evaluateAws([p], { action: 'S3:getobject', resource: 'arn:aws:s3:::reports/q3.pdf' }))
      .toEqual({ decision: 'allow', allowedBy: ['s3-read#0'], conditionsNotEvaluated: [] });
  });

  it('compares resources case-sensitively', () => {
    const p = policy('s3-read', { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::reports/*' });
    expect(decide([p], 's3:GetObject', 'arn:aws:s3:::Reports/q3.pdf')).toBe('implicitDeny');
  });

  it('matches * and ? wildcards in actions and resources', () => {
    const p = policy('p', [
      { Effect: 'Allow', Action: ['ec2:Describe*', 'iam:Get?ser'], Resource: '*' },
      { Effect: 'Allow', Action: 's3:*', Resource: 'arn:aws:s3:::logs-???/*' },
    ]);
    expect(decide([p], 'ec2:DescribeInstances')).toBe('allow');
    expect(decide([p], 'ec2:StartInstances')).toBe('implicitDeny');
    expect(decide([p], 'iam:GetUser')).toBe('allow');
    expect(decide([p], 'iam:GetUsers')).toBe('implicitDeny');
    expect(decide([p], 's3:PutObject', 'arn:aws:s3:::logs-eu1/a/b')).toBe('allow');
    expect(decide([p], 's3:PutObject', 'arn:aws:s3:::logs-eu12/a')).toBe('implicitDeny');
  });

  it('lets an explicit deny win over any allow, in the same or another policy', () => {
    const admin = policy('AdministratorAccess', { Effect: 'Allow', Action: '*', Resource: '*' });
    const guard = policy('deny-bucket-delete', { Sid: 'NoDelete', Effect: 'Deny', Action: ['s3:DeleteBucket', 's3:DeleteObject'], Resource: 'arn:aws:s3:::prod-*' });
    expect(evaluateAws([admin, guard], { action: 's3:DeleteBucket', resource: 'arn:aws:s3:::prod-data' }))
      .toEqual({ decision: 'explicitDeny', deniedBy: ['deny-bucket-delete#NoDelete'], conditionsNotEvaluated: [] });
    expect(decide([admin, guard], 's3:DeleteBucket', 'arn:aws:s3:::dev-data')).toBe('allow');
    expect(decide([guard], 's3:GetObject', 'arn:aws:s3:::prod-data')).toBe('implicitDeny');
  });

  it('NotAction with Allow grants everything except the listed actions (AWS example: all but IAM)', () => {
    const p = policy('not-iam', { Effect: 'Allow', NotAction: 'iam:*', Resource: '*' });
    expect(decide([p], 's3:ListAllMyBuckets')).toBe('allow');
    expect(decide([p], 'ec2:TerminateInstances')).toBe('allow');
    expect(decide([p], 'iam:CreateUser')).toBe('implicitDeny');
  });

  it('NotAction with Deny denies everything except the listed actions (AWS example: only IAM self-service without MFA)', () => {
    const allowAll = policy('PowerUser', { Effect: 'Allow', Action: '*', Resource: '*' });
    const deny = policy('only-iam', { Effect: 'Deny', NotAction: ['iam:ChangePassword', 'iam:GetUser'], Resource: '*' });
    expect(decide([allowAll, deny], 'iam:ChangePassword')).toBe('allow');
    expect(decide([allowAll, deny], 's3:GetObject')).toBe('explicitDeny');
  });

  it('NotResource allows every resource but the listed ones (AWS example: all buckets but the payroll folder)', () => {
    const p = policy('not-payroll', { Effect: 'Allow', Action: 's3:*', NotResource: ['arn:aws:s3:::HRBucket/Payroll', 'arn:aws:s3:::HRBucket/Payroll/*'] });
    expect(decide([p], 's3:GetObject', 'arn:aws:s3:::HRBucket/Staff/a.pdf')).toBe('allow');
    expect(decide([p], 's3:GetObject', 'arn:aws:s3:::HRBucket/Payroll/a.pdf')).toBe('implicitDeny');
  });

  it('reports conditions as not evaluated: an Allow with a condition still allows, a Deny with one does not deny', () => {
    const mfaOnly = policy('require-mfa', {
      Sid: 'DenyAllExceptListedIfNoMFA', Effect: 'Deny', NotAction: ['iam:ListMFADevices', 'iam:EnableMFADevice'], Resource: '*',
      Condition: { BoolIfExists: { 'aws:MultiFactorAuthPresent': 'false' } },
    });
    const office = policy('office-only', { Sid: 'FromOffice', Effect: 'Allow', Action: 'ec2:*', Resource: '*', Condition: { IpAddress: { 'aws:SourceIp': '203.0.113.0/24' } } });
    expect(evaluateAws([office, mfaOnly], { action: 'ec2:StartInstances', resource: '*' })).toEqual({
      decision: 'allow', allowedBy: ['office-only#FromOffice'], conditionsNotEvaluated: ['office-only#FromOffice', 'require-mfa#DenyAllExceptListedIfNoMFA'],
    });
  });

  it('a statement without Action or NotAction matches nothing', () => {
    const p = policy('broken', { Effect: 'Allow', Resource: '*' });
    expect(decide([p], 's3:GetObject')).toBe('implicitDeny');
  });

  it('a statement without Resource or NotResource matches nothing (identity policies need one)', () => {
    const p = policy('no-resource', { Effect: 'Allow', Action: 's3:*' });
    expect(decide([p], 's3:GetObject', 'arn:aws:s3:::a/b')).toBe('implicitDeny');
  });
});
