import { formValues, scheduleFormSchema } from './scheduleForm';

const base = { ...formValues(null), name: 'Board pack', timeZone: 'Europe/Berlin', recipients: 'ciso@acme.test' };

describe('schedule form', () => {
  it('turns the typed text into the API body: lists split on commas, only the day its frequency needs', () => {
    const body = scheduleFormSchema.parse({ ...base, frequency: 'monthly', dayOfMonth: '31', weekday: '3', recipients: ' a@x.test, b@x.test ,', account: '3, 7', cloud: 'aws' });
    expect(body).toEqual({
      name: 'Board pack', report: 'executive-summary', range: 'previous-week', frequency: 'monthly', weekday: null, dayOfMonth: 31, time: '08:00',
      timeZone: 'Europe/Berlin', format: 'pdf', recipients: ['a@x.test', 'b@x.test'], filters: { cloud: ['aws'], account: ['3', '7'], businessUnit: [] },
    });
  });

  it('says what is wrong with the time, the recipients and the accounts', () => {
    const result = scheduleFormSchema.safeParse({ ...base, time: '7:5', recipients: 'ciso@acme.test, nobody', account: 'prod' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      time: 'Enter a time as HH:MM, 00:00 to 23:59',
      recipients: 'Enter valid email addresses, separated by commas',
      account: 'Accounts are given by their numeric ids, separated by commas',
    });
  });
});

describe('schedule form periods', () => {
  it('offers the current day, week and month besides the rolling and previous ones', () => {
    for (const range of ['current-day', 'current-week', 'current-month', 'previous-month', 'last-24-hours'] as const) {
      expect(scheduleFormSchema.parse({ ...base, range }).range).toBe(range);
    }
    expect(scheduleFormSchema.safeParse({ ...base, range: 'last-15-minutes' }).success).toBe(false);
  });
});
