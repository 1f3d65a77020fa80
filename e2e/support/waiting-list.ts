import { apiCall, solvedHumanCheck } from './api';

/** The waiting-list screens' texts in both languages, and the queue each locale's tests use (so parallel tests never call each other's parties). */
export const WAITING = {
  ar: {
    prefix: '',
    branchesTitle: 'قائمة الانتظار',
    joinTitle: 'التسجيل في قائمة الانتظار',
    entryTitle: 'دورك في قائمة الانتظار',
    openLink: (branch: string) => `سجل في الانتظار: ${branch}`,
    branchName: {
      'Sufra - Olaya': 'سفرة - العليا',
      'Sufra - Al Malqa': 'سفرة - الملقا',
      'Sufra - King Fahd Road': 'سفرة - طريق الملك فهد',
    },
    area: 'المنطقة',
    name: 'الاسم',
    mobile: 'رقم الجوال',
    partySize: 'عدد الأشخاص',
    join: 'سجلني في الانتظار',
    inLine: 'في الانتظار',
    delayed: 'مؤجل',
    cancelled: 'ملغى',
    yourTurn: 'حان دورك الآن',
    outOfService: 'خارج الخدمة',
    alreadyInLine: 'هذا الرقم مسجل بالفعل في قائمة الانتظار هنا، وأُرسل رابط تسجيله إليه برسالة نصية.',
    delay: 'أحتاج بضع دقائق إضافية',
    leave: 'الخروج من قائمة الانتظار',
    reason: 'السبب (اختياري)',
    reasonText: 'تغيرت خططي',
    confirmLeave: 'الخروج من القائمة',
    rate: 'قيّم تجربة الانتظار',
    stars4: '4 من 5 نجوم',
    send: 'إرسال التقييم',
    thanks: 'شكرًا لتقييمك.',
    callBranch: 'Sufra - Olaya',
    callArea: { name: 'Terrace', label: 'الجلسات الخارجية' },
  },
  en: {
    prefix: '/en',
    branchesTitle: 'Waiting list',
    joinTitle: 'Join the waiting list',
    entryTitle: 'Your place in line',
    openLink: (branch: string) => `Join the line: ${branch}`,
    branchName: {
      'Sufra - Olaya': 'Sufra - Olaya',
      'Sufra - Al Malqa': 'Sufra - Al Malqa',
      'Sufra - King Fahd Road': 'Sufra - King Fahd Road',
    },
    area: 'Area',
    name: 'Name',
    mobile: 'Mobile number',
    partySize: 'Party size',
    join: 'Join the line',
    inLine: 'In Line',
    delayed: 'Delayed',
    cancelled: 'Cancelled',
    yourTurn: 'Your turn now',
    outOfService: 'Out of service',
    alreadyInLine: 'This mobile number is already in line here; its link was sent to it by SMS.',
    delay: 'I need a few more minutes',
    leave: 'Leave the line',
    reason: 'Reason (optional)',
    reasonText: 'My plans changed',
    confirmLeave: 'Leave the line',
    rate: 'Rate your wait',
    stars4: '4 of 5 stars',
    send: 'Send rating',
    thanks: 'Thank you for your rating.',
    callBranch: 'Sufra - Al Malqa',
    callArea: null,
  },
} as const;

const operator = async (method: string, path: string, body?: unknown) =>
  apiCall('sufra', path, { method, body, headers: { 'x-operator-key': 'sufra-operator-demo' } });

/** The id of a sufra branch that runs a waiting list, by its English name. */
export const waitingBranchId = async (name: string): Promise<number> => {
  const { body } = await apiCall('sufra', '/api/v1/branch/frontend/branches-waiting');
  const branch = (body?.data as { id: number; names: { en: string } }[]).find((candidate) => candidate.names.en === name);
  if (!branch) throw new Error(`sufra runs no waiting list at ${name}`);
  return branch.id;
};

/** The restaurant calls the parties at the head of a queue until it reaches `name`; answers that party's entry id. */
export const callUntil = async (branchId: number, name: string, areaName?: string): Promise<number> => {
  const line = await operator('GET', `/api/v1/operator/waiting-list/branches/${branchId}`);
  const areas = (line.body?.data as { areas: { id: number; names: { en: string } }[] }).areas;
  const area = areaName ? areas.find((candidate) => candidate.names.en === areaName) : areas[0];
  for (let calls = 0; calls < 20; calls += 1) {
    const called = await operator('POST', `/api/v1/operator/waiting-list/branches/${branchId}/call-next`, { area_id: area!.id });
    const entry = called.body?.data as { id: number; name: string } | undefined;
    if (!entry) throw new Error(`call-next answered ${called.status}: ${JSON.stringify(called.body)}`);
    if (entry.name === name) return entry.id;
  }
  throw new Error(`${name} was never called`);
};

export const seat = (entryId: number) => operator('POST', `/api/v1/operator/waiting-list/entries/${entryId}/seat`);

/** The link of the newest SMS the development outbox kept for a sufra mobile. */
export const latestLink = async (mobile: string): Promise<string> => {
  const outbox = await apiCall('sufra', '/api/v1/dev/outbox');
  const message = (outbox.body?.data as { to: string; text: string }[]).find((candidate) => candidate.to.endsWith(mobile));
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no waiting-list link texted to ${mobile}`);
  return new URL(link).pathname;
};

/** A party joined to the first area of a sufra branch through the api, as the register form joins (the human check answered when asked); answers its link token. */
export const joinedByApi = async (branchId: number, name: string, mobile: string): Promise<string> => {
  const areas = (await apiCall('sufra', `/api/v1/branch/frontend/setting-areas?branch_id=${branchId}`)).body?.data as { id: number }[];
  const settings = (await apiCall('sufra', `/api/v1/branch/branches/${branchId}/waiting-settings?frontend=true`)).body?.data as {
    waiting_settings: { party_size_min: number; party_size_max: number };
  };
  const { party_size_min, party_size_max } = settings.waiting_settings;
  const body = {
    branch_id: branchId,
    area_id: areas[0]!.id,
    name,
    country_code: 'SA',
    mobile,
    party_size: party_size_min,
    event_type_id: null,
    note: '',
    branch_settings: { party_size_min, party_size_max },
  };
  const create = '/api/v1/waiting-list/waiting/create?frontend=1';
  let joined = await apiCall('sufra', create, { method: 'POST', body });
  if (joined.status === 428)
    joined = await apiCall('sufra', create, { method: 'POST', body: { ...body, human_check: await solvedHumanCheck('sufra') } });
  // A retried test: the party is in line already, and its link was texted to it again.
  if (joined.body?.code === 'waiting_already_in_line') return (await latestLink(mobile)).split('/').pop()!;
  const token = (joined.body?.data as { WaitingEntity_id?: string } | undefined)?.WaitingEntity_id;
  if (!token) throw new Error(`joining the line answered ${joined.status}: ${JSON.stringify(joined.body)}`);
  return token;
};
