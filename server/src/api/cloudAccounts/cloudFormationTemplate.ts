import { PLATFORM_ACCESS_KEY, AWS_DEMO_KEYS, READ_ONLY_ROLE } from '../../cloudApi/demoCloud.js';

/** The stack the customer deploys: a read-only role the console may assume only with this account's external id. */
export function cloudFormationTemplate(externalId: string): string {
  const platformAccount = AWS_DEMO_KEYS[PLATFORM_ACCESS_KEY]!.account;
  return `AWSTemplateFormatVersion: '2010-09-09'
Description: Read-only access for Palisade cloud security posture scans
Resources:
  PalisadeReadOnlyRole:
    Type: AWS::IAM::Role
    Properties:
      RoleName: ${READ_ONLY_ROLE}
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal:
              AWS: arn:aws:iam::${platformAccount}:root
            Action: sts:AssumeRole
            Condition:
              StringEquals:
                sts:ExternalId: ${externalId}
      ManagedPolicyArns:
        - arn:aws:iam::aws:policy/SecurityAudit
        - arn:aws:iam::aws:policy/job-function/ViewOnlyAccess
Outputs:
  RoleArn:
    Value: !GetAtt PalisadeReadOnlyRole.Arn
`;
}
