/** A figure at the start of the period and at its end; null where the posture history has no figure for the start. */
export type FigureChange = { previous: number; current: number } | null;

/** What the executive report compares over its period. */
export interface PeriodFacts {
  /** Open critical cloud alerts. */
  criticalAlerts: FigureChange;
  /** Alerts first seen within the period. */
  newAlerts: number;
  /** Cloud accounts connected within the period. */
  newCloudAccounts: number;
  /** The dashboard benchmark's score (%); null when the tenant has not bought compliance. */
  complianceScore: { previous: number | null; current: number } | null;
  benchmark: string;
  /** Open vulnerabilities; null when the tenant has not bought the area or the history cannot compare. */
  openVulnerabilities: FigureChange;
}

const number = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/** "Critical alerts fell from 14 to 9", "rose from", "stayed at". */
function moved(subject: string, change: NonNullable<FigureChange>): string {
  const { previous, current } = change;
  if (current === previous) return `${subject} stayed at ${number.format(current)}`;
  return `${subject} ${current < previous ? 'fell' : 'rose'} from ${number.format(previous)} to ${number.format(current)}`;
}

/**
 * "What changed this period", as sentences an executive reads: each figure that can be compared over the period,
 * in a fixed order; a figure the history cannot compare (no snapshot at the period's start) is said as it stands now.
 */
export function executiveChanges(facts: PeriodFacts): string[] {
  const sentences: string[] = [];
  if (facts.criticalAlerts) sentences.push(moved('Critical alerts', facts.criticalAlerts));
  sentences.push(facts.newAlerts === 0 ? 'No new alerts' : `${plural(facts.newAlerts, 'new alert', 'new alerts')} found`);
  sentences.push(facts.newCloudAccounts === 0 ? 'No new cloud accounts' : plural(facts.newCloudAccounts, 'new cloud account', 'new cloud accounts'));
  const score = facts.complianceScore;
  if (score && score.previous !== null) {
    const delta = score.current - score.previous;
    const points = plural(Math.abs(delta), 'point', 'points');
    sentences.push(delta === 0
      ? `${facts.benchmark} score stayed at ${score.current}%`
      : `${facts.benchmark} score ${delta > 0 ? 'rose' : 'fell'} ${points} to ${score.current}%`);
  } else if (score) {
    sentences.push(`${facts.benchmark} score is ${score.current}%`);
  }
  if (facts.openVulnerabilities) sentences.push(moved('Open vulnerabilities', facts.openVulnerabilities));
  return sentences;
}
