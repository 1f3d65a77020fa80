import type { LocalizedText, WaitingSettings } from '@storefront/shared/contracts';

/** A party already in line in the demo (position by order of the list). */
export interface DemoWaitingParty {
  name: string;
  /** National number of the tenant's country. */
  mobile: string;
  party_size: number;
}

export interface DemoWaitingBranch {
  /** English name of the branch. */
  branch: string;
  settings: Omit<WaitingSettings, 'open' | 'closed_reason'>;
  /** Set when the demo list is out of service. */
  closedReason?: string;
  areas: { names: LocalizedText; parties: DemoWaitingParty[] }[];
}

export interface DemoWaitingList {
  branches: DemoWaitingBranch[];
  cancellationReasons: LocalizedText[];
}

export const DEMO_CANCELLATION_REASONS: LocalizedText[] = [
  { ar: 'الانتظار طويل', en: 'The wait is too long' },
  { ar: 'تغيرت خططي', en: 'My plans changed' },
  { ar: 'وجدت مكانًا آخر', en: 'We found another place' },
];
