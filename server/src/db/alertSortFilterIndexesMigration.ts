import { type Kysely, type Migration, sql } from 'kysely';

/**
 * One (tenant, kind, column, last_seen) index per sortable or filterable column, so a page reads its rows in index order
 * whether the list is sorted on the column (ties broken by last seen) or filtered on it and sorted newest first, and the
 * total is counted from the index alone. IaC-only columns get partial indexes (the queries name the kind literally).
 * The group-by indexes carry the severity rank and cloud, so group-by under those filters never reads the table.
 */
export const alertSortFilterIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const idx = (name: string, columns: string[]) => s.createIndex(name).on('alerts').columns(['tenant_id', 'kind', ...columns]).execute();
    const iacIdx = (name: string, columns: string[]) =>
      s.createIndex(name).on('alerts').columns(['tenant_id', 'kind', ...columns]).where(sql.ref('kind'), '=', 'iac').execute();
    await idx('alerts_kind_id', []);
    await idx('alerts_kind_title_seen', ['title', 'last_seen']);
    await idx('alerts_kind_rule_seen', ['rule_id', 'last_seen']);
    await idx('alerts_kind_cloud_seen', ['cloud', 'last_seen']);
    await idx('alerts_kind_account_name_seen', ['account_name', 'last_seen']);
    await idx('alerts_kind_category_seen', ['asset_category', 'last_seen']);
    await idx('alerts_kind_asset_type_seen', ['asset_type', 'last_seen']);
    await idx('alerts_kind_resource_seen', ['resource', 'last_seen']);
    await idx('alerts_kind_compliance_seen', ['compliance_control', 'last_seen']);
    await idx('alerts_kind_description_seen', ['status_description', 'last_seen']);
    await iacIdx('alerts_iac_repository_seen', ['repository', 'last_seen']);
    await iacIdx('alerts_iac_branch_seen', ['branch', 'last_seen']);
    await iacIdx('alerts_iac_file_seen', ['file_path', 'last_seen']);
    await iacIdx('alerts_iac_commit', ['commit_sha']);
    await iacIdx('alerts_iac_line_seen', ['line', 'last_seen']);
    // Severity sorts tie by last seen too, and "Critical, newest first" reads one index in order.
    await s.dropIndex('alerts_kind_sev').execute();
    await s.dropIndex('alerts_kind_status_sev').execute();
    await idx('alerts_kind_sev_seen', ['severity_rank', 'last_seen']);
    await idx('alerts_kind_status_sev_seen', ['status', 'severity_rank', 'last_seen']);
    // Group-by counts per (policy, severity rank): these cover it with no filter or under severity, cloud and status filters.
    await s.dropIndex('alerts_kind_policy').execute();
    await s.dropIndex('alerts_kind_status_policy').execute();
    await idx('alerts_kind_sev_policy', ['severity_rank', 'rule_id', 'cloud', 'title']);
    // Severity text too: the executive report counts open alerts per severity from this index.
    await idx('alerts_kind_status_policy_rank', ['status', 'rule_id', 'severity_rank', 'cloud', 'title', 'severity']);
    const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM alerts`.execute(db);
    if (Number(rows.rows[0]?.n ?? 0) > 0) await sql`ANALYZE alerts`.execute(db);
  },
};
