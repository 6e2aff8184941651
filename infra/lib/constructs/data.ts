/**
 * Data: the single DynamoDB table (BRIEF §3 "One table"; issue 2 §4 "DynamoDB").
 *
 * Built from TABLE_DEFINITION, the same definition the local stack uses, so the deployed and local
 * tables cannot drift: pk/sk, the GSIs of docs/data-model.md, the TTL attribute, the stream (new and old images). On-demand billing,
 * point-in-time recovery always on; RETAIN outside dev, and deletion protection on prod.
 */
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../../../functions/src/data/table-definition';
import type { StageSettings } from '../stage-config';
import { acknowledgeOnPrincipal, arnFinding } from '../nag';

export interface DataProps {
  settings: StageSettings;
}

export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new Table(this, 'Table', {
      partitionKey: key(TABLE_DEFINITION.partitionKey),
      sortKey: key(TABLE_DEFINITION.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_DEFINITION.ttlAttribute,
      // The realtime fan-out reads every committed change (BRIEF §7 "Live updates").
      stream: StreamViewType[TABLE_DEFINITION.streamView],
      removalPolicy: props.settings.removalPolicy,
      deletionProtection: props.settings.tableDeletionProtection,
    });
    for (const index of TABLE_DEFINITION.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        // ALL: every index serves item reads (the data layer reads whole items), see docs/data-model.md.
        projectionType: ProjectionType.ALL,
      });
    }
  }

  /** Item reads and writes on the table and its indexes. */
  grantReadWrite(grantee: IGrantable): void {
    this.table.grantReadWriteData(grantee);
    this.acknowledgeIndexWildcard(grantee);
  }

  /** Item reads only (the health check). */
  grantRead(grantee: IGrantable): void {
    this.table.grantReadData(grantee);
    this.acknowledgeIndexWildcard(grantee);
  }

  private acknowledgeIndexWildcard(grantee: IGrantable): void {
    acknowledgeOnPrincipal(
      grantee,
      `AwsSolutions-IAM5[Resource::${arnFinding(this.table)}/index/*]`,
      'Queries on the GSIs (gsi1..gsi4) of this one table; the wildcard covers only its own indexes.',
    );
  }
}
