/** Demo policy catalogue: what an alert's detail panel explains (description, factors, remediation, compliance mapping). */
export interface AlertPolicy {
  id: string; kind: 'cloud' | 'iac'; provider: 'aws' | 'azure' | 'any'; title: string;
  category: string; assetType: string; description: string; factors: readonly string[];
  consoleSteps: readonly string[]; cli: string; compliance: readonly string[];
}

const p = (id: string, kind: 'cloud' | 'iac', provider: AlertPolicy['provider'], title: string, category: string, assetType: string,
  description: string, factors: string[], consoleSteps: string[], cli: string, compliance: string[]): AlertPolicy =>
  ({ id, kind, provider, title, category, assetType, description, factors, consoleSteps, cli, compliance });

export const ALERT_POLICIES: readonly AlertPolicy[] = [
  p('ZS-AWS-S3-001', 'cloud', 'aws', 'S3 bucket is publicly readable', 'Storage', 'S3 Bucket',
    'The bucket policy or ACL grants read access to everyone, so any object can be downloaded from the internet.',
    ['Bucket ACL grants READ to AllUsers', 'Block Public Access is off at account level', 'Bucket holds objects tagged as confidential'],
    ['Open the S3 console and select the bucket', 'On Permissions, turn on Block all public access', 'Remove the AllUsers grant from the ACL'],
    'aws s3api put-public-access-block --bucket <bucket> --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true',
    ['CIS AWS 2.1.5', 'ZBP-S3-1', 'PCI DSS 1.3.1']),
  p('ZS-AWS-EC2-014', 'cloud', 'aws', 'Security group allows 0.0.0.0/0 on port 22', 'Network', 'Security Group',
    'An inbound rule opens SSH to the whole internet, exposing instances to brute-force attempts.',
    ['Inbound rule 0.0.0.0/0 tcp/22', 'Attached to running instances with public IPs'],
    ['Open the EC2 console, Security Groups', 'Edit inbound rules and restrict the source of port 22 to known ranges'],
    'aws ec2 revoke-security-group-ingress --group-id <sg-id> --protocol tcp --port 22 --cidr 0.0.0.0/0',
    ['CIS AWS 5.2', 'ZBP-NET-3', 'NIST 800-53 SC-7']),
  p('ZS-AWS-IAM-003', 'cloud', 'aws', 'Root account used recently', 'Identity', 'IAM Account',
    'The root user signed in or called APIs in the last 30 days; root should be reserved for break-glass tasks.',
    ['Console sign-in by root', 'Root has no hardware MFA'],
    ['Open IAM, review root user activity', 'Enable hardware MFA on root', 'Use IAM roles for daily work'],
    'aws iam get-credential-report --query Content --output text | base64 -d | grep "<root_account>"',
    ['CIS AWS 1.7', 'ZBP-IAM-1']),
  p('ZS-AWS-IAM-021', 'cloud', 'aws', 'IAM user has unused access keys', 'Identity', 'IAM User',
    'Access keys not used for 90 days widen the attack surface without serving anyone.',
    ['Key age over 90 days', 'No use in the last 90 days'],
    ['Open IAM, Users, Security credentials', 'Deactivate, then delete the unused key'],
    'aws iam update-access-key --user-name <user> --access-key-id <key-id> --status Inactive',
    ['CIS AWS 1.12', 'ZBP-IAM-4']),
  p('ZS-AWS-CT-002', 'cloud', 'aws', 'CloudTrail logging disabled', 'Logging', 'CloudTrail Trail',
    'A trail stopped logging, so API activity in the account is no longer recorded.',
    ['Trail status is stopped', 'No other multi-region trail'],
    ['Open CloudTrail, select the trail', 'Start logging and enable multi-region'],
    'aws cloudtrail start-logging --name <trail-name>', ['CIS AWS 3.1', 'ZBP-LOG-1', 'SOC 2 CC7.2']),
  p('ZS-AWS-EBS-007', 'cloud', 'aws', 'EBS volume not encrypted', 'Compute', 'EBS Volume',
    'The volume stores data at rest without encryption.',
    ['Encryption off', 'Default EBS encryption off in the region'],
    ['Create an encrypted snapshot copy', 'Replace the volume with one from the encrypted snapshot', 'Turn on default EBS encryption'],
    'aws ec2 enable-ebs-encryption-by-default --region <region>', ['CIS AWS 2.2.1', 'ZBP-ENC-2']),
  p('ZS-AWS-GD-009', 'cloud', 'aws', 'Unusual API calls from new location', 'Threat', 'IAM Role',
    'API calls came from a country and network never seen for this principal.',
    ['New autonomous system', 'Calls to ListBuckets and GetSecretValue within minutes'],
    ['Review the principal\'s recent sessions', 'Revoke active sessions if the activity is not expected'],
    'aws iam put-role-policy --role-name <role> --policy-name RevokeOlderSessions --policy-document file://revoke.json',
    ['ZBP-THR-2', 'MITRE T1078']),
  p('ZS-AZ-STG-004', 'cloud', 'azure', 'Storage account allows public blob access', 'Storage', 'Storage Account',
    'Anonymous read access to blobs is allowed on the storage account.',
    ['allowBlobPublicAccess is true', 'Container with public access level'],
    ['Open the storage account, Configuration', 'Set Allow Blob public access to Disabled'],
    'az storage account update --name <account> --resource-group <rg> --allow-blob-public-access false',
    ['CIS Azure 3.7', 'ZBP-STG-2']),
  p('ZS-AZ-VM-011', 'cloud', 'azure', 'VM has public IP and open RDP', 'Compute', 'Virtual Machine',
    'The virtual machine has a public IP and its network security group allows RDP from any source.',
    ['Public IP attached', 'NSG rule Any -> 3389'],
    ['Open the NSG of the VM', 'Restrict RDP to a bastion or remove the rule'],
    'az network nsg rule update --nsg-name <nsg> --resource-group <rg> --name <rule> --access Deny',
    ['CIS Azure 6.1', 'ZBP-NET-5']),
  p('ZS-AZ-KV-006', 'cloud', 'azure', 'Key Vault soft delete disabled', 'Security', 'Key Vault',
    'Deleted keys and secrets cannot be recovered.',
    ['Soft delete off', 'Purge protection off'],
    ['Open the Key Vault, Properties', 'Enable soft delete and purge protection'],
    'az keyvault update --name <vault> --enable-purge-protection true', ['CIS Azure 8.5', 'ZBP-KMS-3']),
  p('ZS-IAC-TF-101', 'iac', 'aws', 'Terraform: S3 bucket without encryption', 'Storage', 'aws_s3_bucket',
    'The Terraform resource declares a bucket without server-side encryption configuration.',
    ['No aws_s3_bucket_server_side_encryption_configuration for the bucket'],
    ['Add an encryption configuration block referencing the bucket', 'Re-run the pipeline scan'],
    'zscan iac --path <file> --policy ZS-IAC-TF-101', ['CIS AWS 2.1.1', 'ZBP-ENC-1']),
  p('ZS-IAC-TF-114', 'iac', 'aws', 'Terraform: security group open to world', 'Network', 'aws_security_group',
    'An ingress block allows 0.0.0.0/0.', ['cidr_blocks contains 0.0.0.0/0'],
    ['Restrict cidr_blocks to known ranges'], 'zscan iac --path <file> --policy ZS-IAC-TF-114', ['CIS AWS 5.2', 'ZBP-NET-3']),
  p('ZS-IAC-K8S-201', 'iac', 'any', 'Kubernetes: privileged container', 'Workload', 'Deployment',
    'A container runs privileged and can access the host.', ['securityContext.privileged: true'],
    ['Remove privileged: true', 'Grant only the capabilities the container needs'],
    'zscan iac --path <file> --policy ZS-IAC-K8S-201', ['CIS Kubernetes 5.2.1', 'ZBP-K8S-1']),
  p('ZS-IAC-ARM-301', 'iac', 'azure', 'ARM template: storage without HTTPS only', 'Storage', 'Microsoft.Storage/storageAccounts',
    'supportsHttpsTrafficOnly is false, allowing unencrypted transfer.', ['supportsHttpsTrafficOnly: false'],
    ['Set supportsHttpsTrafficOnly to true'], 'zscan iac --path <file> --policy ZS-IAC-ARM-301', ['CIS Azure 3.1', 'ZBP-ENC-4']),
  p('ZS-IAC-DKR-401', 'iac', 'any', 'Dockerfile: running as root', 'Workload', 'Dockerfile',
    'No USER instruction: the container process runs as root.', ['No USER instruction'],
    ['Add a non-root USER instruction'], 'zscan iac --path <file> --policy ZS-IAC-DKR-401', ['CIS Docker 4.1', 'ZBP-K8S-4']),
  p('ZS-IAC-HELM-501', 'iac', 'any', 'Helm chart: missing resource limits', 'Workload', 'Helm Chart',
    'Containers declare no CPU or memory limits.', ['resources.limits missing'],
    ['Add resources.limits to each container'], 'zscan iac --path <file> --policy ZS-IAC-HELM-501', ['CIS Kubernetes 5.7.3', 'ZBP-K8S-6']),
];

const byId = new Map(ALERT_POLICIES.map((policy) => [policy.id, policy]));
export const policyById = (id: string): AlertPolicy | undefined => byId.get(id);

export const BUSINESS_UNITS = ['Payments', 'Retail', 'Data Platform', 'Corporate IT', 'Mobile'] as const;
export const REPOSITORIES = ['platform/infra-live', 'payments/terraform-modules', 'data/k8s-manifests', 'web/helm-charts', 'mobile/backend-deploy'] as const;
export const BRANCHES = ['main', 'develop', 'release/2.4', 'feature/network-hardening'] as const;
export const STATUS_DESCRIPTIONS = {
  Open: ['New finding', 'Still present at last scan', 'Reopened after regression'],
  Resolved: ['Fixed: not found at last scan', 'Resolved manually by an analyst'],
  Closed: ['Resource deleted', 'Account removed from monitoring'],
  Ignored: ['Accepted risk', 'False positive', 'Ignored by rule'],
} as const;
