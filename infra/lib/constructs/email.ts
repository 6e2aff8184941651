/**
 * Email: the SES identity the app sends from and its configuration set (BRIEF §1 "… ── SES";
 * issue 2 §4 "the SES configuration").
 *
 * Context `mailFrom` is either an address (`no-reply@example.com`: an address identity, verified by
 * clicking the link SES mails to it) or a bare domain (`example.com`: a domain identity with Easy
 * DKIM, verified by publishing the DKIM records shown in the SES console; mail then comes from
 * `no-reply@<domain>`). The configuration set is the identity's default, so every send gets
 * reputation metrics and account-level bounce/complaint suppression without the code naming it.
 */
import { Arn, Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** Address or domain, from context `mailFrom`. */
  mailFrom: string;
}

export class Email extends Construct {
  /** The From address the functions use (MAIL_FROM). */
  readonly fromAddress: string;
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const isAddress = props.mailFrom.includes('@');
    this.fromAddress = isAddress ? props.mailFrom : `no-reply@${props.mailFrom}`;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: isAddress ? Identity.email(props.mailFrom) : Identity.domain(props.mailFrom),
      configurationSet: this.configurationSet,
    });
  }

  /**
   * ses:SendEmail from this identity through this configuration set (SES v2 SendEmail checks both).
   * In the SES sandbox, recipients must be verified identities too; request production access
   * before inviting real users (docs/deploy.md).
   */
  grantSend(grantee: IGrantable): void {
    const stack = Stack.of(this);
    Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [
        this.identity.emailIdentityArn,
        Arn.format(
          { service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName },
          stack,
        ),
      ],
    });
  }
}
